/** The catalogue's schemas load with the first request, not with the page (ADR 0040). */
export const avisosDoParceiro = () =>
  import('@portal/domain/parceiros/parceiros.operations').then((m) => m.parceirosOperacoes.avisos);

/** How often an open page asks again for the maintenance warnings. */
export const INTERVALO_AVISOS_MS = 5 * 60_000;
