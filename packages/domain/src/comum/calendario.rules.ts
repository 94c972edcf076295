/**
 * The assembly calendar and the bid deadline (spec §4, §9 "bids until 1 day before the assembly").
 *
 * Deadline, precisely: a bid for an assembly held on day D is accepted while the calendar date in São Paulo is
 * D − 1 or earlier, i.e. until 23:59:59 (São Paulo time) of D − 1. On day D itself, the bid goes to the next
 * assembly. Brazil has had no daylight saving time since 2019, so that moment is always D at 00:00 −03:00.
 */
import { hojeEmSaoPaulo, somarDias } from './datas.ts';

/** Days before the assembly the bids close. */
export const DIAS_ANTECEDENCIA_LANCE = 1;

/** Last day to bid, inclusive: dataSorteio − 1. */
export function dataLimiteLance(dataSorteio: string): string {
  return somarDias(dataSorteio, -DIAS_ANTECEDENCIA_LANCE);
}

/** The first instant bids are refused, as ISO with São Paulo's offset (for countdowns). */
export function encerramentoDosLances(dataSorteio: string): string {
  return `${somarDias(dataLimiteLance(dataSorteio), 1)}T00:00:00-03:00`;
}

/** True while the São Paulo date of `agora` is on or before the last day to bid. */
export function prazoDeLanceAberto(dataSorteio: string, agora: Date): boolean {
  return hojeEmSaoPaulo(agora) <= dataLimiteLance(dataSorteio);
}

function porData<T extends { dataSorteio: string }>(calendario: readonly T[]): T[] {
  return [...calendario].sort((a, b) =>
    a.dataSorteio < b.dataSorteio ? -1 : a.dataSorteio > b.dataSorteio ? 1 : 0,
  );
}

/** The next assembly on or after `data` (an assembly held today is still "next" until it happens). */
export function proximaAssembleia<T extends { dataSorteio: string }>(
  calendario: readonly T[],
  data: string,
): T | null {
  return porData(calendario).find((a) => a.dataSorteio >= data) ?? null;
}

/** The assembly a bid placed at `agora` competes in: the first whose deadline is still open. */
export function assembleiaAbertaParaLance<T extends { dataSorteio: string }>(
  calendario: readonly T[],
  agora: Date,
): T | null {
  return porData(calendario).find((a) => prazoDeLanceAberto(a.dataSorteio, agora)) ?? null;
}
