import { z } from '../comum/z.ts';
import { centavosSchema } from '../comum/comum.schemas.ts';
import { dadosBancariosNovoSchema } from './novo.schemas.ts';
import {
  MOTIVOS_RECUSA_ESPECIE,
  type CartaoEspecie,
  type MotivoRecusaEspecie,
  type TelaEspecie,
} from './especie.rules.ts';

/** The account the customer confirmed, as kept on the case (a `DadosBancarios` flattened). */
export const contaEspecieSchema = z.object({
  favorecido: z.string(),
  cpfCnpj: z.string(),
  idBanco: z.number().int(),
  banco: z.string(),
  agencia: z.string(),
  digitoAgencia: z.string().nullable(),
  conta: z.string(),
  digitoConta: z.string(),
  tipoConta: z.string(),
  operacao: z.string().nullable(),
});
export type ContaEspecie = z.infer<typeof contaEspecieSchema>;

/** The cash case's `DadosApp__c` (ADR 0045): what the customer did, with when. */
export const dadosAppEspecieSchema = z.object({
  tipoFaturamento: z.literal('ESPECIE'),
  aceiteTermosEm: z.string().nullable().default(null),
  identificacaoConfirmadaEm: z.string().nullable().default(null),
  dadosBancarios: contaEspecieSchema.nullable().default(null),
  termoAutorizacaoEm: z.string().nullable().default(null),
  /** 02 §9: the business day by which the request is answered (3 business days after the term). */
  retornoAte: z.string().nullable().default(null),
  /** The available credit the term authorizes paying, in centavos (what the analyst approves). */
  valorCreditoCentavos: z.number().int().nullable().default(null),
});
export type DadosAppEspecie = z.infer<typeof dadosAppEspecieSchema>;

const telas = [
  'introducao',
  'identificacao',
  'dadosbancarios',
  'anexar-documentos',
  'termodeautorizacao',
  'analisandoinformacoes',
  'analisandoinformacoes-pj',
  'analisandoinformacoesinterna',
  'documento-rejeitado',
  'reanalise',
  'centralcontemplacao',
  'ajustecadastral',
  'acompanharpagamento',
] as const satisfies readonly TelaEspecie[];
const cartoes = [
  'iniciar',
  'atualizar-cadastro',
  'atualizar-dados-bancarios',
  'acompanhar',
  'enviar-documentos',
] as const satisfies readonly CartaoEspecie[];

/** 02 §3 "Credit billing: bank data, card, phase, status, notification, timeline", with what the screens show. */
export const statusFaturamentoCreditoSchema = z.object({
  numeroCaso: z.string(),
  idCota: z.number().int(),
  fase: z.string(),
  status: z.string(),
  tela: z.enum(telas).nullable(),
  cartao: z.enum(cartoes).nullable(),
  passos: z.object({
    aceiteTermos: z.boolean(),
    identificacaoConfirmada: z.boolean(),
    dadosBancarios: z.boolean(),
    termoAutorizacao: z.boolean(),
  }),
  dadosBancarios: contaEspecieSchema.nullable(),
  /** The quota's available credit (what will be paid), in centavos. */
  valorCredito: centavosSchema,
  dataContemplacao: z.string().nullable(),
  pessoaJuridica: z.boolean(),
  documentosIlegiveis: z.array(z.string()),
  documentosIncompletos: z.array(z.string()),
  documentosIncorretos: z.array(z.string()),
  motivo: z.string().nullable(),
  respostaAnalista: z.string().nullable(),
  /** The notice for the customer on this phase (e.g. the bank's reason for a reversed payment). */
  notificacao: z.string().nullable(),
  retornoAte: z.string().nullable(),
  pagamento: z
    .object({ situacao: z.string(), valorCentavos: centavosSchema, dataPrevista: z.string() })
    .nullable(),
  linhaDoTempo: z.array(z.object({ fase: z.string(), dataUltimaModificacaoFase: z.string() })),
});
export type StatusFaturamentoCredito = z.infer<typeof statusFaturamentoCreditoSchema>;

const codigosMotivo = Object.keys(MOTIVOS_RECUSA_ESPECIE) as [MotivoRecusaEspecie, ...MotivoRecusaEspecie[]];

/** GET core/faturamento-credito/validar: podeFaturar and each refusal with its message (02 §4.7). */
export const validacaoFaturamentoCreditoSchema = z.object({
  podeFaturar: z.boolean(),
  motivos: z.array(z.object({ codigo: z.enum(codigosMotivo), mensagem: z.string() })),
  liberaEm: z.string().nullable(),
  dataContemplacao: z.string().nullable(),
  valorCredito: centavosSchema,
  pessoaJuridica: z.boolean(),
});
export type ValidacaoFaturamentoCredito = z.infer<typeof validacaoFaturamentoCreditoSchema>;

/** GET core/faturamento-credito/iniciar: the terms must be accepted (02 §5). */
export const iniciarCreditoQuerySchema = z.object({
  aceiteTermos: z.literal('true', { error: 'Aceite os termos para continuar.' }),
});

/** PATCH core/faturamento-credito/atualizar: confirm the identification and/or give the bank data. */
export const atualizarCreditoBodySchema = z
  .object({
    identificacaoConfirmada: z.literal(true, { error: 'Confirme os seus dados.' }).optional(),
    dadosBancarios: dadosBancariosNovoSchema.optional(),
  })
  .refine((b) => b.identificacaoConfirmada !== undefined || b.dadosBancarios !== undefined, {
    error: 'Nada para atualizar.',
  });
export type AtualizarCreditoBody = z.input<typeof atualizarCreditoBodySchema>;

/** POST core/faturamento-credito/solicitar-pagamento: the authorization term, accepted (02 §5). */
export const solicitarPagamentoCreditoBodySchema = z.object({
  aceiteTermoAutorizacao: z.literal(true, { error: 'Aceite o termo de autorização para continuar.' }),
});

// ——— Back-office ———

export const itemFilaEspecieSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  cliente: z.object({ nome: z.string(), inscricaoNacional: z.string() }),
  grupo: z.number().int(),
  cota: z.number().int(),
  parceiro: z.string().nullable(),
  valorCredito: centavosSchema,
  origem: z.enum(['faturamento_especie', 'faturamento_credito']),
  dadosBancarios: contaEspecieSchema.nullable(),
  termoAutorizacaoEm: z.string().nullable(),
  enviadoEm: z.string(),
  documentos: z.array(z.object({ id: z.string(), codigo: z.string(), descricao: z.string() })),
});
export const filaEspecieSchema = z.object({ data: z.array(itemFilaEspecieSchema) });
export type ItemFilaEspecie = z.infer<typeof itemFilaEspecieSchema>;

export const DECISOES_ESPECIE = {
  aprovar: 'Aprovar e programar o pagamento',
  'recusar-documentos': 'Recusar documentos: o cliente envia de novo',
  'pedir-documentos': 'Pedir documentos adicionais',
} as const;
export type DecisaoEspecie = keyof typeof DECISOES_ESPECIE;

export const decisaoEspecieBodySchema = z
  .object({
    decisao: z.enum(Object.keys(DECISOES_ESPECIE) as [DecisaoEspecie], { error: 'Decisão inválida.' }),
    /** The documents refused (names shown to the customer). */
    documentos: z
      .array(z.string().trim().min(1).max(120), { error: 'Informe os documentos.' })
      .max(10, { error: 'Documentos demais.' })
      .default([]),
    motivo: z.string().trim().max(1000, { error: 'O motivo tem no máximo 1000 caracteres.' }).nullish(),
  })
  .refine((b) => b.decisao === 'aprovar' || (b.documentos.length > 0 && !!b.motivo), {
    error: 'Informe os documentos e explique ao cliente o motivo.',
  });
export type DecisaoEspecieBody = z.input<typeof decisaoEspecieBodySchema>;
export const decisaoEspecieRespostaSchema = z.object({ CaseNumber: z.string(), Fase__c: z.string() });
