/**
 * Wire contract of the bid journey (spec §3, §7): field names are the spec's; money is integer centavos,
 * percentages carry up to 4 decimals, dates are 'YYYY-MM-DD' in America/Sao_Paulo.
 */
import { z } from '../comum/z.ts';
import { centavosSchema, dataIsoSchema, paginaSchema } from '../comum/comum.schemas.ts';
import { cotaIdParamsSchema, tipoCotaSchema } from '../cotas/cotas.schemas.ts';
import { modalidadeLanceSchema, situacaoOfertaSchema, tipoAmortizacaoSchema } from './modalidades.ts';
import { temAteQuatroCasas } from '../comum/dinheiro.ts';

export const percentualLanceSchema = z
  .number({ error: 'Informe um percentual.' })
  .min(0, { error: 'O percentual não pode ser negativo.' })
  .max(100, { error: 'O percentual não pode passar de 100%.' })
  .refine(temAteQuatroCasas, { error: 'Use no máximo 4 casas decimais.' });

const centavosPositivos = centavosSchema.min(0, { error: 'O valor não pode ser negativo.' });

// ——— GET {id}/credenciamento-lance: the rules ———

/** A bid type the group offers (`tiposLance`); `percentualFixo` is set for LF/LS. */
export const tipoLanceSchema = z.object({
  modalidade: modalidadeLanceSchema,
  descricao: z.string(),
  situacaoOferta: situacaoOfertaSchema,
  percentualFixo: percentualLanceSchema.nullable(),
});
export type TipoLance = z.infer<typeof tipoLanceSchema>;

/** Rule option; code '003' enables the key exchange step for auto and pesados quotas. */
export const opcaoLanceSchema = z.object({ codigo: z.string(), descricao: z.string() });
export type OpcaoLance = z.infer<typeof opcaoLanceSchema>;
export const CODIGO_OPCAO_TROCA_CHAVES = '003';

export const assembleiaDoLanceSchema = z.object({
  idAssembleia: z.number().int(),
  numeroTotalAssembleia: z.number().int(),
  dataSorteio: dataIsoSchema,
  /** Last day to bid, inclusive until 23:59:59 in São Paulo (dataSorteio − 1). */
  dataLimiteLance: dataIsoSchema,
});
export type AssembleiaDoLance = z.infer<typeof assembleiaDoLanceSchema>;

export const regrasLanceSchema = z.object({
  idCota: z.number().int(),
  tipo: tipoCotaSchema,
  podeOfertar: z.boolean(),
  /** Why the quota may not bid (cancelled, contemplated, deadline…), null when it may. */
  motivoImpedimento: z.string().nullable(),
  /**
   * Beyond the spec (issue 15): the quota may bid but, with instalments overdue, the assembly's eligible set
   * (ADR 0018) will leave it out; the warning to show, or null.
   */
  avisoElegibilidade: z.string().nullable(),
  tiposLance: z.array(tipoLanceSchema),
  /** Legend of `situacaoOferta`: 'P' percentage of the asset, 'V' amount in reais. */
  tiposOferta: z.array(z.object({ situacaoOferta: situacaoOfertaSchema, descricao: z.string() })),
  tiposAmortizacao: z.array(z.object({ tipoAmortizacao: tipoAmortizacaoSchema, descricao: z.string() })),
  opcoes: z.array(opcaoLanceSchema),
  percentualMinimo: percentualLanceSchema,
  percentualMaximo: percentualLanceSchema,
  percentualMaximoEmbutido: percentualLanceSchema,
  valorBem: centavosPositivos,
  valorCredito: centavosPositivos,
  valorSaldoDevedor: centavosPositivos,
  proximaAssembleia: assembleiaDoLanceSchema.nullable(),
  /** The active bid for that assembly: a new one replaces it. */
  lanceAtivo: z.object({ protocolo: z.string(), valorLance: centavosSchema }).nullable(),
});
export type RegrasLance = z.infer<typeof regrasLanceSchema>;

// ——— POST {id}/credenciamento-lance/lanceEmbutido ———

export const lanceEmbutidoBodySchema = z
  .object({
    situacaoModalidade: modalidadeLanceSchema,
    percentualLance: percentualLanceSchema.optional(),
    valorLance: centavosPositivos.optional(),
  })
  .refine((b) => (b.percentualLance === undefined) !== (b.valorLance === undefined), {
    error: 'Informe o percentual ou o valor do lance.',
  });
export type LanceEmbutidoBody = z.infer<typeof lanceEmbutidoBodySchema>;

/** How much of this bid may be built in: min(25 % of the credit, the bid itself). */
export const lanceEmbutidoRespostaSchema = z.object({
  situacaoModalidade: modalidadeLanceSchema,
  percentualLance: percentualLanceSchema,
  valorLance: centavosSchema,
  percentualMaximoEmbutido: percentualLanceSchema,
  valorMaximoEmbutido: centavosSchema,
});
export type LanceEmbutidoResposta = z.infer<typeof lanceEmbutidoRespostaSchema>;

// ——— POST …/simulacao and POST {id}/credenciamento-lance ———

/**
 * The bid payload. `lanceDiluido` is the instalment-reduction flag (true iff tipoAmortizacao is PC: the bid is
 * diluted over the remaining instalments); `formaAcesso`, `utilizaAntecipacao` and `quantidadeParcelaSubsequente`
 * are fixed by spec §4; `numeroIP` is a placeholder the API replaces with the request's address.
 */
export const payloadLanceSchema = z
  .object({
    situacaoOferta: situacaoOfertaSchema,
    valorLance: centavosSchema.min(1, { error: 'Insira o valor do lance.' }),
    lanceDiluido: z.boolean(),
    validaRestOferta: z.boolean(),
    valorFGTS: centavosPositivos,
    valorLanceEmbutido: centavosPositivos,
    tipoAmortizacao: tipoAmortizacaoSchema,
    numeroIP: z.string(),
    situacaoModalidade: modalidadeLanceSchema,
    trocaChaves: z.boolean(),
    lanceLivreAuto: z.boolean(),
    utilizaAntecipacao: z.literal(false),
    quantidadeParcelaSubsequente: z.literal(0),
    lancequitacao: z.boolean(),
    formaAcesso: z.literal('SR'),
  })
  .refine((p) => p.lanceDiluido === (p.tipoAmortizacao === 'PC'), {
    error: 'lanceDiluido deve acompanhar a redução da parcela (PC).',
    path: ['lanceDiluido'],
  });
export type PayloadLance = z.infer<typeof payloadLanceSchema>;

/**
 * Confirmation body: the simulated payload plus `identificador` (the simulation's id, which makes a repeated
 * confirm land on the same bid) and `valorOferta`, the cash part the customer saw on the summary
 * (valorLance − valorLanceEmbutido − valorFGTS); the API refuses it when it differs.
 */
export const confirmacaoLanceBodySchema = z.object({
  ...payloadLanceSchema.shape,
  valorOferta: centavosPositivos,
  identificador: z.string().min(1, { error: 'Simule o lance antes de confirmar.' }),
});
export type ConfirmacaoLanceBody = z.infer<typeof confirmacaoLanceBodySchema>;

export const notificacaoLanceSchema = z.object({ codigo: z.string(), mensagem: z.string() });
export type NotificacaoLance = z.infer<typeof notificacaoLanceSchema>;

/** What the summary step shows. */
export const resumoLanceSchema = z.object({
  situacaoModalidade: modalidadeLanceSchema,
  descricaoModalidade: z.string(),
  percentualLance: percentualLanceSchema,
  valorLance: centavosSchema,
  valorLanceEmbutido: centavosSchema,
  valorFGTS: centavosSchema,
  /** The cash part, paid by boleto if contemplated: the `valorOferta` to confirm. */
  valorOferta: centavosSchema,
  /** Credit received if contemplated: credit − built-in. */
  valorCreditoLiquido: centavosSchema,
  tipoAmortizacao: tipoAmortizacaoSchema,
  trocaChaves: z.boolean(),
  numeroTotalAssembleia: z.number().int(),
  dataSorteio: dataIsoSchema,
  dataLimiteLance: dataIsoSchema,
  /** Set when this bid replaces an active one for the same assembly. */
  substituiProtocolo: z.string().nullable(),
});
export type ResumoLance = z.infer<typeof resumoLanceSchema>;

/** Simulation answer; `summary` null means refused, the first notification saying why. */
export const simulacaoLanceRespostaSchema = z.object({
  identificador: z.string().nullable(),
  summary: resumoLanceSchema.nullable(),
  notifications: z.array(notificacaoLanceSchema),
});
export type SimulacaoLanceResposta = z.infer<typeof simulacaoLanceRespostaSchema>;

/** Confirmation answer (spec §4): a protocolo, or notifications whose first becomes the bid error. */
export const confirmacaoLanceRespostaSchema = z.object({
  protocolo: z.string().nullable(),
  summary: resumoLanceSchema.nullable(),
  notifications: z.array(notificacaoLanceSchema),
});
export type ConfirmacaoLanceResposta = z.infer<typeof confirmacaoLanceRespostaSchema>;

// ——— History and cancellation ———

/** ativo until the assembly; then contemplado or encerrado (lost); substituido by a newer bid; cancelado. */
export const situacoesLance = ['ativo', 'substituido', 'cancelado', 'contemplado', 'encerrado'] as const;
export const situacaoLanceSchema = z.enum(situacoesLance);
export type SituacaoLance = z.infer<typeof situacaoLanceSchema>;

export const ROTULOS_SITUACAO_LANCE: Record<SituacaoLance, string> = {
  ativo: 'Ativo',
  substituido: 'Substituído',
  cancelado: 'Cancelado',
  contemplado: 'Contemplado',
  encerrado: 'Não contemplado',
};

export const itemHistoricoLanceSchema = z.object({
  protocolo: z.string(),
  situacao: situacaoLanceSchema,
  situacaoModalidade: modalidadeLanceSchema,
  descricaoModalidade: z.string(),
  situacaoOferta: situacaoOfertaSchema,
  percentualLance: percentualLanceSchema,
  valorLance: centavosSchema,
  valorLanceEmbutido: centavosSchema,
  valorFGTS: centavosSchema,
  tipoAmortizacao: tipoAmortizacaoSchema,
  trocaChaves: z.boolean(),
  numeroTotalAssembleia: z.number().int(),
  dataSorteio: dataIsoSchema,
  dataLimiteLance: dataIsoSchema,
  registradoEm: z.iso.datetime({ offset: true }),
  canceladoEm: z.iso.datetime({ offset: true }).nullable(),
  podeCancelar: z.boolean(),
  podeRepetir: z.boolean(),
});
export type ItemHistoricoLance = z.infer<typeof itemHistoricoLanceSchema>;

/** GET …/historico: the body's `data` is the list and `total_pages` drives paging (spec §7 "data.data"). */
export const historicoLancesSchema = paginaSchema(itemHistoricoLanceSchema);
export type HistoricoLances = z.infer<typeof historicoLancesSchema>;

export const cancelamentoLanceParamsSchema = cotaIdParamsSchema.extend({
  protocol: z.string().min(1, { error: 'Informe o protocolo do lance.' }),
});

export const cancelamentoLanceRespostaSchema = z.object({
  protocolo: z.string(),
  situacao: z.literal('cancelado'),
  canceladoEm: z.iso.datetime({ offset: true }),
  mensagem: z.string(),
});
export type CancelamentoLanceResposta = z.infer<typeof cancelamentoLanceRespostaSchema>;

// ——— Beyond the spec: the group's winning bids, shown before bidding ———

export const posicoesLanceHistorico = ['venceria', 'empataria', 'nao-venceria', 'sem-lances'] as const;
export type PosicaoLanceHistorico = (typeof posicoesLanceHistorico)[number];

/** GET …/vencedores?percentual=: the bid to place against the past winners, when the customer typed one. */
export const vencedoresLanceQuerySchema = z.object({
  percentual: z.coerce.number().pipe(percentualLanceSchema).optional(),
});

export const historicoLancesVencedoresSchema = z.object({
  assembleias: z.array(
    z.object({
      numeroTotalAssembleia: z.number().int(),
      dataSorteio: dataIsoSchema,
      quantidadeVencedores: z.number().int(),
      menorPercentual: percentualLanceSchema.nullable(),
      maiorPercentual: percentualLanceSchema.nullable(),
      /** Where the given bid would have stood; null when no bid was given. */
      posicao: z.enum(posicoesLanceHistorico).nullable(),
    }),
  ),
  menorPercentual: percentualLanceSchema.nullable(),
  maiorPercentual: percentualLanceSchema.nullable(),
  medianaPercentual: percentualLanceSchema.nullable(),
  /** Assemblies the given bid would have won outright; null when no bid was given. */
  vitorias: z.number().int().nullable(),
});
export type HistoricoLancesVencedores = z.infer<typeof historicoLancesVencedoresSchema>;
