import { z } from '../comum/z.ts';
import { MAXIMO_PARCELAS_POR_RENEGOCIACAO } from './renegociacao.rules.ts';

/** Wire shapes of the instalment renegotiation (03 §3 parcelasEmAtraso, parcelasSelecionadas, summary; §7). */

const centavos = z.number().int();

export const situacaoRenegociacaoSchema = z.enum(['pendente', 'efetivada', 'desfeita']);

/** A renegotiation the quota confirmed, as its screens show it. */
export const renegociacaoSchema = z.object({
  idRenegociacao: z.number().int(),
  situacao: situacaoRenegociacaoSchema,
  numeroParcelas: z.array(z.number().int()),
  valorRenegociadoCentavos: centavos,
  /** The next instalment, which must be paid by this date (YYYY-MM-DD). */
  numeroProximaParcela: z.number().int(),
  dataLimite: z.string(),
  criadaEm: z.string(),
  resolvidaEm: z.string().nullable(),
});

/** GET renegociacao-parcelas/validar. */
export const validacaoRenegociacaoSchema = z.object({
  idCota: z.number().int(),
  podeRenegociar: z.boolean(),
  /** Why not, in Portuguese; null when it can. */
  motivo: z.string().nullable(),
  renegociacoesFeitas: z.number().int(),
  renegociacoesRestantes: z.number().int(),
  maximoParcelas: z.number().int(),
  /** The latest renegotiation of the quota, if any. */
  ultimaRenegociacao: renegociacaoSchema.nullable(),
});

export const parcelaEmAtrasoSchema = z.object({
  idParcela: z.number().int(),
  numeroParcela: z.number().int(),
  dataVencimento: z.string(),
  valorCentavos: centavos,
  /** Fine and mora interest as of today. */
  valorEncargosCentavos: centavos,
  valorAtualizadoCentavos: centavos,
  diasAtraso: z.number().int(),
});

/** GET renegociacao-parcelas/obter-parcelas. */
export const parcelasEmAtrasoSchema = z.object({
  idCota: z.number().int(),
  maximoParcelas: z.number().int(),
  parcelasEmAtraso: z.array(parcelaEmAtrasoSchema),
});

/** The selection the customer sends (ids from obter-parcelas). */
export const selecaoRenegociacaoBodySchema = z.object({
  parcelas: z
    .array(z.number().int().positive())
    .min(1, 'Selecione ao menos uma parcela em atraso.')
    .max(
      MAXIMO_PARCELAS_POR_RENEGOCIACAO,
      `Selecione no máximo ${MAXIMO_PARCELAS_POR_RENEGOCIACAO} parcelas por renegociação.`,
    ),
});

/** POST renegociacao-parcelas/selecionar-parcelas. */
export const parcelasSelecionadasSchema = z.object({
  parcelasSelecionadas: z.array(parcelaEmAtrasoSchema),
  valorTotalCentavos: centavos,
});

export const parcelaDiluidaSchema = z.object({
  idParcela: z.number().int(),
  numeroParcela: z.number().int(),
  dataVencimento: z.string(),
  valorAnteriorCentavos: centavos,
  acrescimoCentavos: centavos,
  valorNovoCentavos: centavos,
});

/** POST renegociacao-parcelas/resumo-renegociacao: the summary shown before confirming. */
export const resumoRenegociacaoSchema = z.object({
  parcelasSelecionadas: z.array(parcelaEmAtrasoSchema),
  valorParcelasCentavos: centavos,
  valorEncargosCentavos: centavos,
  valorRenegociadoCentavos: centavos,
  parcelasDiluidas: z.array(parcelaDiluidaSchema),
  proximaParcela: parcelaDiluidaSchema,
});

export type ValidacaoRenegociacao = z.output<typeof validacaoRenegociacaoSchema>;
export type ParcelasEmAtraso = z.output<typeof parcelasEmAtrasoSchema>;
export type ResumoRenegociacao = z.output<typeof resumoRenegociacaoSchema>;
export type Renegociacao = z.output<typeof renegociacaoSchema>;
