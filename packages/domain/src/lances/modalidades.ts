/** Bid and contemplation modality codes of spec §9, with their Portuguese labels. */
import { z } from '../comum/z.ts';

/** Bid types a group may offer (spec §9): free, fixed, fixed 2, percentage, free value. */
export const modalidadesLance = ['LL', 'LF', 'LS', 'PE', 'VL'] as const;
export const modalidadeLanceSchema = z.enum(modalidadesLance, { error: 'Tipo de lance inválido.' });
export type ModalidadeLance = z.infer<typeof modalidadeLanceSchema>;

/** How the paid bid amortises the quota: reduce the term (PZ) or the instalment (PC). */
export const tiposAmortizacao = ['PZ', 'PC'] as const;
export const tipoAmortizacaoSchema = z.enum(tiposAmortizacao, {
  error: 'Escolha reduzir o prazo ou o valor da parcela.',
});
export type TipoAmortizacao = z.infer<typeof tipoAmortizacaoSchema>;

/** Draw modalities (spec §9): SO draws among active quotas, SE among cancelled ones. */
export const modalidadesSorteio = ['SO', 'SE'] as const;
export type ModalidadeSorteio = (typeof modalidadesSorteio)[number];

/** What an assembly writes in `modalidadeContemplacao`; codes starting with S are draws (cotas.rules). */
export const modalidadeContemplacaoSchema = z.enum([...modalidadesSorteio, ...modalidadesLance]);
export type ModalidadeContemplacao = z.infer<typeof modalidadeContemplacaoSchema>;

/**
 * How the customer expresses the bid (wizard `ruleType`, payload `situacaoOferta`): 'P' a percentage of the asset
 * value (the amount is derived), 'V' an amount in reais (the percentage is derived).
 */
export const situacoesOferta = ['P', 'V'] as const;
export const situacaoOfertaSchema = z.enum(situacoesOferta);
export type SituacaoOferta = z.infer<typeof situacaoOfertaSchema>;

/** Default `situacaoOferta` of each modality; the rules answer may carry its own per group. */
export const SITUACAO_OFERTA_PADRAO: Record<ModalidadeLance, SituacaoOferta> = {
  LL: 'P',
  LF: 'P',
  LS: 'P',
  PE: 'P',
  VL: 'V',
};

/** Spec §9 "fixed bids 25% and 50%": LF is the first fixed bid, LS ("fixed 2") the second. */
export const PERCENTUAIS_LANCE_FIXO: Partial<Record<ModalidadeLance, number>> = { LF: 25, LS: 50 };

/** Spec §5/§9: the built-in bid may use up to 25 % of the credit. */
export const PERCENTUAL_MAXIMO_EMBUTIDO = 25;

/** Spec §9 label of the instalment reduction. */
export const ROTULO_REDUCAO_PARCELA = 'Valor Parcela';

export const ROTULOS_AMORTIZACAO: Record<TipoAmortizacao, string> = {
  PZ: 'Prazo',
  PC: ROTULO_REDUCAO_PARCELA,
};

export const ROTULOS_MODALIDADE: Record<ModalidadeContemplacao, string> = {
  LL: 'Lance livre',
  LF: 'Lance fixo (25%)',
  LS: 'Lance fixo (50%)',
  PE: 'Lance percentual',
  VL: 'Lance valor livre',
  SO: 'Sorteio',
  SE: 'Sorteio de cotas canceladas',
};

/** Label for any code the legacy system may write (e.g. 'LANCE LIVRE'): unknown ones are shown as they come. */
export function rotuloModalidade(codigo: string | null): string {
  const c = (codigo ?? '').trim().toUpperCase();
  return c in ROTULOS_MODALIDADE ? ROTULOS_MODALIDADE[c as ModalidadeContemplacao] : (codigo ?? '').trim();
}

/** Fixed bids carry the group's percentage; the others are typed by the customer. */
export function ehLanceFixo(modalidade: ModalidadeLance): boolean {
  return PERCENTUAIS_LANCE_FIXO[modalidade] !== undefined;
}
