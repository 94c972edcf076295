import { z } from '../comum/z.ts';
import { centavosSchema } from '../comum/comum.schemas.ts';
import {
  ACOES_ANALISTA_NOVO,
  ETAPAS_PROGRAMACAO,
  MENSAGENS_ORDEM_FATURAMENTO,
  MENSAGENS_FATURAMENTO_NOVO as M,
  TELAS_FATURAMENTO_NOVO,
  anoModeloValido,
  corDoVeiculo,
  type AcaoAnalistaNovo,
} from './novo.rules.ts';
import { TIPOS_VEICULO } from './veiculos.rules.ts';
import { cnpjConcessionariaSchema } from './veiculos.schemas.ts';

const obrigatorio = (max: number) =>
  z
    .string({ error: M.campoObrigatorio })
    .trim()
    .min(1, { error: M.campoObrigatorio })
    .max(max, { error: `Use no máximo ${max} caracteres.` });

/** A dealer's CNPJ (alphanumeric too), masked or not; normalised on the way in. */
const ano = z
  .number({ error: M.campoObrigatorio })
  .int({ error: 'Ano inválido.' })
  .min(1990, { error: 'Ano inválido.' })
  .max(2100, { error: 'Ano inválido.' });

export const veiculoNovoSchema = z
  .object({
    tipo: z.enum(TIPOS_VEICULO, { error: 'Escolha o tipo do veículo.' }),
    marca: obrigatorio(60),
    modelo: obrigatorio(120),
    /** The catalogue's codes, when the brand and model came from it. */
    codigoFabricante: z.string().trim().max(20).nullable().optional(),
    codigoModelo: z.string().trim().max(20).nullable().optional(),
    anoFabricacao: ano,
    anoModelo: ano,
    cor: obrigatorio(40).transform(corDoVeiculo),
  })
  .refine((v) => anoModeloValido(v.anoFabricacao, v.anoModelo), {
    error: M.anoModelo,
    path: ['anoModelo'],
  });
export type VeiculoNovo = z.infer<typeof veiculoNovoSchema>;

export const concessionariaSchema = z.object({
  cnpj: cnpjConcessionariaSchema,
  razaoSocial: obrigatorio(120),
});

/** POST core/faturamento/auto/cadastrar-veiculo: the vehicle, its price at the dealer and the dealer. */
export const cadastrarVeiculoBodySchema = z.object({
  valorCompra: centavosSchema.positive({ error: 'Informe o valor da compra.' }),
  veiculo: veiculoNovoSchema,
  concessionaria: concessionariaSchema,
});
export type CadastrarVeiculoBody = z.input<typeof cadastrarVeiculoBodySchema>;

export const FORMAS_PAGAMENTO_NOVO = {
  CREDITO: 'Somente com o crédito da cota',
  CREDITO_E_RECURSOS_PROPRIOS: 'Crédito da cota e a diferença com recursos próprios',
} as const;
export type FormaPagamentoNovo = keyof typeof FORMAS_PAGAMENTO_NOVO;

const campoBancario = z.string({ error: M.campoObrigatorio }).max(200).nullish();
/** The dealer's account as the form sends it; the API checks it with `validarContaDaConcessionaria`. */
export const dadosBancariosNovoSchema = z.object({
  favorecido: campoBancario,
  cpfCnpj: campoBancario,
  idBanco: z.union([z.number().int(), z.string().max(10)]).nullish(),
  agencia: campoBancario,
  digitoAgencia: campoBancario,
  conta: campoBancario,
  tipoConta: campoBancario,
  operacao: campoBancario,
});
export type DadosBancariosNovoBody = z.input<typeof dadosBancariosNovoSchema>;

/** POST /cotas/{id}/faturamento/solicitar: the customer confirms the billing (once). */
export const solicitarFaturamentoBodySchema = z.object({
  formaPagamento: z.enum(Object.keys(FORMAS_PAGAMENTO_NOVO) as [FormaPagamentoNovo], {
    error: 'Escolha a forma de pagamento.',
  }),
  dadosBancarios: dadosBancariosNovoSchema,
});
export type SolicitarFaturamentoBody = z.input<typeof solicitarFaturamentoBodySchema>;

const veiculoGravadoSchema = z.object({
  tipo: z.string(),
  marca: z.string(),
  modelo: z.string(),
  codigoFabricante: z.string().nullable().optional(),
  codigoModelo: z.string().nullable().optional(),
  anoFabricacao: z.number().int(),
  anoModelo: z.number().int(),
  /** 02 §5 'manufacture/model'. */
  ano: z.string(),
  cor: z.string(),
});

/**
 * What the new-vehicle case holds in DadosApp__c (tipoFaturamento FATURAMENTO_NOVO_AUTO). Loose: the billing
 * start's own keys (fluxoManual, cotas, quantidadeBens, visitouFinal…) are kept as they are.
 */
export const dadosFaturamentoNovoSchema = z.looseObject({
  tipoFaturamento: z.literal('FATURAMENTO_NOVO_AUTO'),
  valorCompra: centavosSchema.optional(),
  /** 02 §5: the value sent, capped at the available credit. */
  valorEnviado: centavosSchema.optional(),
  veiculo: veiculoGravadoSchema.optional(),
  concessionaria: z.object({ cnpj: z.string(), razaoSocial: z.string() }).optional(),
  formaPagamento: z.string().optional(),
  dadosBancarios: z
    .object({
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
    })
    .optional(),
  confirmadoEm: z.string().optional(),
  /** The back-office's steps: payment order number, invoice, Detran pendency, payment date. */
  ordemPagamento: z.object({ numero: z.string(), emitidaEm: z.string() }).optional(),
  notaFiscal: z.object({ numero: z.string(), registradaEm: z.string() }).optional(),
  pendenciaDetran: z.object({ motivo: z.string(), abertaEm: z.string() }).nullable().optional(),
  pagamentoEnviadoEm: z.string().optional(),
  /** When the customer said the Detran pendency was resolved (it goes back to the analyst). */
  pendenciaDetranInformadaEm: z.string().optional(),
  /** The billing order's presentation (POST dados-ordem-faturamento): the partner's colour and logo, the unit. */
  ordemFaturamento: z
    .object({ corParceiro: z.string(), logoParceiro: z.string(), unidadeNegocio: z.number().int() })
    .optional(),
  /** Vehicles chosen before "choose another vehicle" (reiniciar-fluxo), the newest last. */
  veiculosAnteriores: z
    .array(
      z.object({
        descricao: z.string(),
        valorCompra: centavosSchema.nullable(),
        concessionaria: z.string().nullable(),
        trocadoEm: z.string(),
      }),
    )
    .optional(),
});
export type DadosFaturamentoNovo = z.infer<typeof dadosFaturamentoNovoSchema>;

/** GET /cotas/{id}/faturamento/novo: the case, the screen its phase shows and what the screens need. */
export const situacaoFaturamentoNovoSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  tela: z.enum(TELAS_FATURAMENTO_NOVO),
  saldoDevedor: centavosSchema,
  creditoDisponivel: centavosSchema,
  pedidoCompraDisponivel: z.boolean(),
  respostaAnalista: z.string().nullable(),
  dados: dadosFaturamentoNovoSchema,
});
export type SituacaoFaturamentoNovo = z.infer<typeof situacaoFaturamentoNovoSchema>;

/** POST pedido-compra: the billing order PDF as base64 (02 §7). */
export const pedidoCompraRespostaSchema = z.object({
  nomeArquivo: z.string(),
  tipo: z.literal('application/pdf'),
  base64: z.string(),
});
export type PedidoCompraResposta = z.infer<typeof pedidoCompraRespostaSchema>;

/** POST /operador/v1/casos/{caseNumber}/faturamento-novo: one of the analyst's actions (ACOES_ANALISTA_NOVO). */
export const acaoAnalistaNovoBodySchema = z.object({
  acao: z.enum(Object.keys(ACOES_ANALISTA_NOVO) as [AcaoAnalistaNovo, ...AcaoAnalistaNovo[]], {
    error: 'Ação inválida.',
  }),
  /** The invoice's or the payment order's number. */
  numero: z.string().trim().max(60).optional(),
  /** What the customer must fix (correction letter, Detran pendency): shown on their screen. */
  motivo: z.string().trim().max(1000).optional(),
});
export type AcaoAnalistaNovoBody = z.infer<typeof acaoAnalistaNovoBodySchema>;

/** The new-vehicle case as the analyst's panel shows it: the phase, the recorded data and the actions allowed now. */
export const painelAnalistaNovoSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  tela: z.enum(TELAS_FATURAMENTO_NOVO),
  acoes: z.array(
    z.object({ acao: z.string(), rotulo: z.string(), pede: z.enum(['numero', 'motivo']).nullable() }),
  ),
  dados: dadosFaturamentoNovoSchema,
});
export type PainelAnalistaNovo = z.infer<typeof painelAnalistaNovoSchema>;

/** GET core/faturamento/auto/programar-pagamento: where the payment to the dealer stands (02 §7). */
export const programacaoPagamentoSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  etapa: z.enum(Object.keys(ETAPAS_PROGRAMACAO) as [keyof typeof ETAPAS_PROGRAMACAO]),
  mensagem: z.string(),
  /** The credit sent to the dealer (02 §5, capped at the available credit), once the vehicle was informed. */
  valorEnviado: centavosSchema.nullable(),
  concessionaria: z.object({ cnpj: z.string(), razaoSocial: z.string() }).nullable(),
  ordemPagamento: z.object({ numero: z.string(), emitidaEm: z.string() }).nullable(),
  pendenciaDetran: z.object({ motivo: z.string(), abertaEm: z.string() }).nullable(),
  pagamentoEnviadoEm: z.string().nullable(),
});
export type ProgramacaoPagamento = z.infer<typeof programacaoPagamentoSchema>;

/**
 * POST core/faturamento/auto/dados-ordem-faturamento (02 §7): the billing order's presentation, as the app shows
 * the partner: its colour (#RGB or #RRGGBB), its logo (the partner's own) and the quota's business unit, which
 * chooses the administrator named on the order (02 §6).
 */
export const dadosOrdemFaturamentoBodySchema = z.object({
  corParceiro: z
    .string({ error: M.campoObrigatorio })
    .trim()
    .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'Cor inválida: use #RGB ou #RRGGBB.' }),
  logoParceiro: z
    .string({ error: M.campoObrigatorio })
    .trim()
    .min(1, { error: M.campoObrigatorio })
    .max(300, { error: MENSAGENS_ORDEM_FATURAMENTO.logo }),
  unidadeNegocio: z.union(
    [
      z.number().int().min(0).max(99_999),
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/)
        .transform(Number),
    ],
    { error: MENSAGENS_ORDEM_FATURAMENTO.unidade },
  ),
});
export type DadosOrdemFaturamentoBody = z.input<typeof dadosOrdemFaturamentoBodySchema>;

export const dadosOrdemFaturamentoRespostaSchema = z.object({
  CaseNumber: z.string(),
  corParceiro: z.string(),
  logoParceiro: z.string(),
  unidadeNegocio: z.number().int(),
  /** The administrator the order names for this business unit (02 §6). */
  administradora: z.object({ nome: z.string(), cnpj: z.string() }),
  pedidoCompraDisponivel: z.boolean(),
});
export type DadosOrdemFaturamentoResposta = z.infer<typeof dadosOrdemFaturamentoRespostaSchema>;
