import { z } from 'zod';

/**
 * Goods billing (faturamento do bem, 02 §2.2, §3 "Billing status", §7 `core/faturamento/auto/*`). The case is a
 * `casos` row of type `Faturamento_Auto_App` (TIPOS_CASO.faturamentoBem), at most one open per quota; the
 * customer's choices live in its `DadosApp__c` (`dadosAppFaturamentoSchema`). Wire shapes the spec leaves
 * open: ADR 0037.
 */

// ——— Enums (02 §3) ———

/** 02 §3 billing types: new (0 km) or used vehicle. */
export const TIPOS_FATURAMENTO = ['FATURAMENTO_NOVO_AUTO', 'FATURAMENTO_SEMINOVO_AUTO'] as const;
export type TipoFaturamento = (typeof TIPOS_FATURAMENTO)[number];
export const tipoFaturamentoSchema = z.enum(TIPOS_FATURAMENTO, { error: 'Tipo de faturamento inválido.' });

/** 02 §3 seller types (enum form). */
export const TIPOS_VENDEDOR = ['PF', 'REVENDEDORA_CONCESSIONARIA', 'LOCADORA', 'OUTRAS_EMPRESAS'] as const;
export type TipoVendedor = (typeof TIPOS_VENDEDOR)[number];
export const tipoVendedorSchema = z.enum(TIPOS_VENDEDOR, { error: 'Tipo de vendedor inválido.' });

/** 02 §3 inspection types. */
export const TIPOS_VISTORIA = ['VISTORIA_DIGITAL', 'VISTORIA_TECNICA'] as const;
export type TipoVistoria = (typeof TIPOS_VISTORIA)[number];
export const tipoVistoriaSchema = z.enum(TIPOS_VISTORIA, { error: 'Tipo de vistoria inválido.' });

/** 02 §2.2 outcome of the billing validation. */
export const RESULTADOS_VALIDACAO = ['APROVADO', 'REPROVADO', 'RESTRITO'] as const;
export type ResultadoValidacao = (typeof RESULTADOS_VALIDACAO)[number];

/** 02 §2.2 restriction reasons (they are also the manual path's closing reasons, `motivoEncerramento`). */
export const MOTIVOS_RESTRICAO = [
  'MULTIPLAS_COTAS',
  'MULTIPLOS_BENS',
  'REVENDA_CONSIGNADO',
  'QUITAR_FINANCIAMENTO',
  'MAQUINAS_AGRICOLAS',
  'CONJUGE_PAI_MAE',
  'COTA_QUITADA',
  'PAGAMENTO_BOLETO',
] as const;
/**
 * Why the billing goes to an attendant (`motivoEncerramento` of iniciar-manual): a restriction reason, or ours
 * for the two hand-overs that have none: a CPF restricted by the credit screening (cpfrestrito) and a used
 * vehicle, whose flow is done with an attendant until it is built (issue 21).
 */
export const MOTIVOS_ENCERRAMENTO = [...MOTIVOS_RESTRICAO, 'CPF_RESTRITO', 'FATURAMENTO_SEMINOVO'] as const;
export type MotivoRestricao = (typeof MOTIVOS_ENCERRAMENTO)[number];
export const motivoRestricaoSchema = z.enum(MOTIVOS_ENCERRAMENTO, { error: 'Motivo inválido.' });

/** Portuguese words for each reason: the WhatsApp message, the back-office and the screens say them. */
export const ROTULOS_MOTIVO_RESTRICAO: Record<MotivoRestricao, string> = {
  CPF_RESTRITO: 'Restrição no CPF',
  FATURAMENTO_SEMINOVO: 'Veículo seminovo',
  MULTIPLAS_COTAS: 'Usar mais de uma cota contemplada',
  MULTIPLOS_BENS: 'Comprar mais de um bem',
  REVENDA_CONSIGNADO: 'Veículo em consignação em revenda',
  QUITAR_FINANCIAMENTO: 'Quitar um financiamento',
  MAQUINAS_AGRICOLAS: 'Máquinas agrícolas',
  CONJUGE_PAI_MAE: 'Veículo de cônjuge, pai ou mãe',
  COTA_QUITADA: 'Cota quitada',
  PAGAMENTO_BOLETO: 'Parcela em aberto',
};

/**
 * 02 §2.2 manual-path options: the route segment under /faturamento/manual/ (consignado and its aliases
 * financiamento, maquinasagricolas, conjuge) → the reason it sends.
 */
export const OPCOES_MANUAIS = {
  consignado: 'REVENDA_CONSIGNADO',
  financiamento: 'QUITAR_FINANCIAMENTO',
  maquinasagricolas: 'MAQUINAS_AGRICOLAS',
  conjuge: 'CONJUGE_PAI_MAE',
} as const satisfies Record<string, MotivoRestricao>;
export type OpcaoManual = keyof typeof OPCOES_MANUAIS;

// ——— DadosApp__c of the goods-billing case ———

/** The customer's choices, kept in the case's `DadosApp__c` (JSON). */
export const dadosAppFaturamentoSchema = z.object({
  tipoFaturamento: tipoFaturamentoSchema.nullable(),
  fluxoManual: z.boolean(),
  /** Quotas (ids) joined in this billing; the case's own first. */
  cotas: z.array(z.number().int().positive()),
  quantidadeBens: z.number().int().min(1).max(10),
  motivoEncerramento: motivoRestricaoSchema.nullable(),
  /** The customer saw the payment-sent screen (02 §1 "payment sent and not yet seen"). */
  visitouFinal: z.boolean(),
});
export type DadosAppFaturamento = z.infer<typeof dadosAppFaturamentoSchema>;

// ——— GET core/faturamento/auto/status ———

/** 02 §3: the payment timeline, with the phase's last modification. */
export const etapaLinhaDoTempoSchema = z.object({
  fase: z.string(),
  dataUltimaModificacaoFase: z.string().nullable(),
});

/** 02 §3 "Billing status" of the selected quota's goods-billing case. */
export const statusFaturamentoSchema = z.object({
  numeroCaso: z.string(),
  idCota: z.number().int(),
  fase: z.string(),
  status: z.string(),
  observacao: z.string().nullable(),
  respostaAnalista: z.string().nullable(),
  /** The analyst's refusal reasons of the identification ('Documento ilegível; …'), null otherwise. */
  motivosRecusa: z.string().nullable(),
  respostaSworks: z.string().nullable(),
  /** ISO date-time. */
  dataCriacao: z.string(),
  fluxoManual: z.boolean(),
  tipoCaso: z.string(),
  tipoVistoria: tipoVistoriaSchema.nullable(),
  tipoFaturamento: tipoFaturamentoSchema.nullable(),
  tipoVendedor: tipoVendedorSchema.nullable(),
  linhaDoTempoPagamento: z.array(etapaLinhaDoTempoSchema),
  visitouFinal: z.boolean(),
  quantidadeBens: z.number().int(),
  cotas: z.array(z.number().int()),
  motivoEncerramento: motivoRestricaoSchema.nullable(),
});
export type StatusFaturamento = z.infer<typeof statusFaturamentoSchema>;

// ——— GET core/faturamento/auto/validar ———

export const validacaoFaturamentoSchema = z.object({
  resultado: z.enum(RESULTADOS_VALIDACAO),
  /** APROVADO only (02 §1 "when the answer says billing is possible"). */
  podeFaturar: z.boolean(),
  motivos: z.array(z.enum(MOTIVOS_RESTRICAO)),
  /** The other contemplated, not paid-off quotas of the customer that may join this billing. */
  cotasContempladas: z.array(
    z.object({ idCota: z.number().int(), grupo: z.number().int(), cota: z.number().int() }),
  ),
  /**
   * What the customer chose at the contemplation's asset choice (/contemplado/deseja-faturar, the analysis
   * case's `DadosApp__c.faturamento`): billing continues from it. Null when nothing was chosen.
   */
  escolhaDaContemplacao: z.object({ bem: z.string(), tipo: z.string() }).nullable(),
  /** The holder is a company (PJ documents at identification). */
  pessoaJuridica: z.boolean(),
});
export type ValidacaoFaturamento = z.infer<typeof validacaoFaturamentoSchema>;

// ——— GET core/faturamento/auto/iniciar ———

const listaDeIdsSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/, { error: 'Cotas inválidas.' })
  .transform((s) => [...new Set(s.split(',').map(Number))]);

export const iniciarFaturamentoQuerySchema = z.object({
  tipoFaturamento: tipoFaturamentoSchema,
  /** Extra quotas to join (comma-separated ids); the selected quota is always in. */
  cotas: listaDeIdsSchema.optional(),
  quantidadeBens: z.coerce
    .number({ error: 'Quantidade de bens inválida.' })
    .int({ error: 'Quantidade de bens inválida.' })
    .min(1, { error: 'Quantidade de bens inválida.' })
    .max(10, { error: 'Quantidade de bens inválida.' })
    .optional(),
});

// ——— POST core/faturamento/auto/iniciar-manual ———

export const iniciarManualBodySchema = z.object({
  motivoEncerramento: motivoRestricaoSchema,
});

/** The manual path: the WhatsApp link only when the customer's phone is the quota's registered one. */
export const fluxoManualSchema = z.object({
  numeroCaso: z.string(),
  motivoEncerramento: motivoRestricaoSchema,
  telefoneConfere: z.boolean(),
  /** `https://wa.me/…?text=…`; null when the phones differ or the partner has no attendant number. */
  linkWhatsApp: z.string().nullable(),
  /** The quota's registered phone, masked ('(11) •••••-4321'), so the customer knows which one it is. */
  telefoneDaCotaMascarado: z.string().nullable(),
});
export type FluxoManual = z.infer<typeof fluxoManualSchema>;

// ——— Back-office: the billing identification (document and selfie) ———

export const DECISOES_IDENTIFICACAO = ['aprovar', 'reprovar', 'filial'] as const;
export type DecisaoIdentificacao = (typeof DECISOES_IDENTIFICACAO)[number];

/** Why an identification is refused: the customer reads them on /faturamento/identificacaoreprovada. */
export const MOTIVOS_RECUSA_IDENTIFICACAO = {
  'documento-ilegivel': 'Documento ilegível',
  'documento-incompleto': 'Documento incompleto',
  'selfie-divergente': 'A selfie não confere com o documento',
  'documento-vencido': 'Documento vencido',
} as const;
export type MotivoRecusaIdentificacao = keyof typeof MOTIVOS_RECUSA_IDENTIFICACAO;

export const itemFilaIdentificacaoSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  cliente: z.object({ nome: z.string(), inscricaoNacional: z.string() }),
  grupo: z.number().int(),
  cota: z.number().int(),
  parceiro: z.string().nullable(),
  tipoFaturamento: tipoFaturamentoSchema.nullable(),
  /** When the documents arrived. */
  enviadoEm: z.string(),
  documentos: z.array(z.object({ id: z.string(), codigo: z.string(), descricao: z.string() })),
});
export const filaIdentificacaoSchema = z.object({ data: z.array(itemFilaIdentificacaoSchema) });
export type ItemFilaIdentificacao = z.infer<typeof itemFilaIdentificacaoSchema>;

export const decisaoIdentificacaoBodySchema = z.object({
  decisao: z.enum(DECISOES_IDENTIFICACAO, { error: 'Decisão inválida.' }),
  motivos: z
    .array(
      z.enum(Object.keys(MOTIVOS_RECUSA_IDENTIFICACAO) as [MotivoRecusaIdentificacao], {
        error: 'Motivo de recusa inválido.',
      }),
      { error: 'Informe os motivos.' },
    )
    .max(4, { error: 'Motivos demais.' })
    .default([]),
  observacao: z
    .string()
    .trim()
    .max(1000, { error: 'A observação tem no máximo 1000 caracteres.' })
    .nullable()
    .optional(),
});
export type DecisaoIdentificacaoBody = z.infer<typeof decisaoIdentificacaoBodySchema>;

export const decisaoIdentificacaoRespostaSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
});

// ——— §8 messages ———

export const MENSAGEM_FALHA_FATURAMENTO = 'Falha ao realizar esta operacao, tente novamente em instantes.';
export const MENSAGEM_ERRO_SERVIDOR = 'Ops, algo deu errado. Por favor tente novamente mais tarde';
export const MENSAGEM_ERRO_ENVIO_BOAS_VINDAS =
  'Ocorreu um erro ao enviar as informacoes. Por favor, tente novamente.';
export const TITULO_MODAL_ERRO = 'Ops ;)';
/** The answer a quota without a goods-billing case gets from `status` (02 §7: the app then validates). */
export const MENSAGEM_SEM_PROCESSO_FATURAMENTO = 'Sua cota não possui processos de faturamento.';
export const MENSAGEM_DISPOSITIVO_MOVEL =
  'O faturamento do bem está disponível apenas no celular. Acesse pelo seu smartphone.';
