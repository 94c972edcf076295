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

/** Back-office (issue 22): a pending renegotiation to follow until the next instalment's due date. */
export const renegociacaoAcompanhadaSchema = z.object({
  idRenegociacao: z.number().int(),
  /** The quota's 1st, 2nd or 3rd. */
  numero: z.number().int(),
  grupo: z.number().int(),
  cota: z.number().int(),
  cliente: z.object({ nome: z.string(), inscricaoNacional: z.string(), telefone: z.string().nullable() }),
  numeroParcelas: z.array(z.number().int()),
  valorParcelasCentavos: centavos,
  valorEncargosCentavos: centavos,
  proximaParcela: z.object({
    numero: z.number().int(),
    valorCentavos: centavos,
    paga: z.boolean(),
  }),
  /** Pay the next instalment by this day (YYYY-MM-DD), or the renegotiation is reversed the day after. */
  dataLimite: z.string(),
  criadaEm: z.string(),
  /** The analysts' contacts with the customer about it, oldest first. */
  contatos: z.array(z.object({ em: z.string(), analista: z.string(), nota: z.string() })),
});
export type RenegociacaoAcompanhada = z.infer<typeof renegociacaoAcompanhadaSchema>;

export const renegociacoesAcompanhadasSchema = z.object({ data: z.array(renegociacaoAcompanhadaSchema) });

export const renegociacaoParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const NOTA_CONTATO = 'Escreva em até 500 caracteres o que foi falado com o cliente.';
export const contatoRenegociacaoBodySchema = z.object({
  nota: z
    .string({ error: NOTA_CONTATO })
    .trim()
    .min(1, { error: NOTA_CONTATO })
    .max(500, { error: NOTA_CONTATO }),
});
export type ContatoRenegociacaoBody = z.infer<typeof contatoRenegociacaoBodySchema>;
