import type { Parcela } from '@portal/domain';

export interface SelecaoDaCota {
  idCota: number;
  quantidade: number;
  /** Sum of what each instalment costs today (overdue ones with their charges). */
  total: number;
}

/**
 * The quotas of a list, the selected (default) quota first, then in the order they appear. Also the options of
 * the quota filter of a unified list.
 */
export function cotasDasParcelas(
  parcelas: readonly Pick<Parcela, 'idCota'>[],
  idCotaPadrao: number,
): number[] {
  const ids = [...new Set(parcelas.map((p) => p.idCota))];
  return ids.sort((a, b) => Number(b === idCotaPadrao) - Number(a === idCotaPadrao));
}

/** A unified selection by quota, for the confirmation: how many instalments of each and how much. */
export function selecaoPorCota(
  selecionadas: readonly Pick<Parcela, 'idCota' | 'valorCobrado'>[],
  idCotaPadrao: number,
): SelecaoDaCota[] {
  return cotasDasParcelas(selecionadas, idCotaPadrao).map((idCota) => {
    const daCota = selecionadas.filter((p) => p.idCota === idCota);
    return {
      idCota,
      quantidade: daCota.length,
      total: daCota.reduce((soma, p) => soma + p.valorCobrado, 0),
    };
  });
}

/** Spec §2 "unification confirmation across quotas": asked before one boleto pays more than one quota. */
export function exigeConfirmacaoDeUnificacao(selecionadas: readonly Pick<Parcela, 'idCota'>[]): boolean {
  return new Set(selecionadas.map((p) => p.idCota)).size > 1;
}

/** The unified list narrowed to one quota (null: all); the selection itself is never narrowed. */
export function filtrarPorCota<P extends Pick<Parcela, 'idCota'>>(
  parcelas: readonly P[],
  idCota: number | null,
): P[] {
  return idCota === null ? [...parcelas] : parcelas.filter((p) => p.idCota === idCota);
}
