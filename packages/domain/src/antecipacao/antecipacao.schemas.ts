import { z } from '../comum/z.ts';
import { dadosBoletoSchema } from '../boletos/boletos.schemas.ts';
import { MENSAGENS_ANTECIPACAO } from './antecipacao.rules.ts';

/** Wire shapes of the instalment anticipation (03 §2 "Anticipation: list, request, settle"; ADR 0055). */

const centavos = z.number().int();

/** By term (how many instalments) or by value (an amount, positive only). */
export const pedidoAntecipacaoBodySchema = z.discriminatedUnion(
  'modo',
  [
    z.object({
      modo: z.literal('prazo'),
      quantidadeParcelas: z
        .number({ error: MENSAGENS_ANTECIPACAO.quantidadeInvalida })
        .int({ error: MENSAGENS_ANTECIPACAO.quantidadeInvalida })
        .min(1, { error: MENSAGENS_ANTECIPACAO.quantidadeInvalida })
        .max(1000, { error: MENSAGENS_ANTECIPACAO.quantidadeInvalida }),
    }),
    z.object({
      modo: z.literal('valor'),
      valorCentavos: z
        .number({ error: MENSAGENS_ANTECIPACAO.valorInvalido })
        .int({ error: MENSAGENS_ANTECIPACAO.valorInvalido })
        .min(1, { error: MENSAGENS_ANTECIPACAO.valorInvalido })
        .max(100_000_000_000, { error: MENSAGENS_ANTECIPACAO.valorInvalido }),
    }),
  ],
  { error: 'Escolha antecipar por número de parcelas ou por valor.' },
);
export type PedidoAntecipacaoBody = z.input<typeof pedidoAntecipacaoBodySchema>;

export const parcelaAntecipadaSchema = z.object({
  idParcela: z.number().int(),
  numeroParcela: z.number().int(),
  dataVencimento: z.string(),
  valorCentavos: centavos,
});

/** POST cotas/{id}/antecipacao/simular: the effect, shown BEFORE confirming. */
export const simulacaoAntecipacaoSchema = z.object({
  modo: z.enum(['prazo', 'valor']),
  quantidadeParcelas: z.number().int(),
  /** Last one first. */
  parcelas: z.array(parcelaAntecipadaSchema),
  valorTotalCentavos: centavos,
  valorNaoUtilizadoCentavos: centavos,
  saldoDevedorAntesCentavos: centavos,
  saldoDevedorDepoisCentavos: centavos,
  parcelasRestantesAntes: z.number().int(),
  parcelasRestantesDepois: z.number().int(),
  ultimaParcelaDepois: z.object({ numeroParcela: z.number().int(), dataVencimento: z.string() }).nullable(),
  dataVencimentoBoleto: z.string(),
});
export type SimulacaoAntecipacao = z.output<typeof simulacaoAntecipacaoSchema>;

export const situacaoAntecipacaoSchema = z.enum(['aberta', 'liquidada', 'cancelada']);

/** One anticipation of the quota, with its boleto. */
export const antecipacaoSchema = z.object({
  idAntecipacao: z.number().int(),
  situacao: situacaoAntecipacaoSchema,
  modo: z.enum(['prazo', 'valor']),
  valorInformadoCentavos: centavos.nullable(),
  quantidadeParcelas: z.number().int(),
  numerosParcelas: z.array(z.number().int()),
  valorCentavos: centavos,
  saldoDevedorAntesCentavos: centavos,
  saldoDevedorDepoisCentavos: centavos,
  parcelasRestantesAntes: z.number().int(),
  parcelasRestantesDepois: z.number().int(),
  motivoCancelamento: z.string().nullable(),
  criadaEm: z.string(),
  resolvidaEm: z.string().nullable(),
  boleto: dadosBoletoSchema.nullable(),
});
export type Antecipacao = z.output<typeof antecipacaoSchema>;

/** GET cotas/{id}/antecipacao: whether the quota may anticipate, the limits, and its anticipations (list). */
export const antecipacoesDaCotaSchema = z.object({
  idCota: z.number().int(),
  podeAntecipar: z.boolean(),
  motivo: z.string().nullable(),
  parcelasDisponiveis: z.number().int(),
  /** The smallest amount that pays one instalment (the last one), and the one that pays them all. */
  valorMinimoCentavos: centavos,
  valorMaximoCentavos: centavos,
  saldoDevedorCentavos: centavos,
  parcelasRestantes: z.number().int(),
  aberta: antecipacaoSchema.nullable(),
  antecipacoes: z.array(antecipacaoSchema),
});
export type AntecipacoesDaCota = z.output<typeof antecipacoesDaCotaSchema>;
