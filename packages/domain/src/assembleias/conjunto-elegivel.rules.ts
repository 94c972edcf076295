/**
 * The frozen eligible set (ADR 0018): what the draw may contemplate, fixed at the bid deadline and published with
 * its SHA-256, so anyone holding the published list, the Loteria Federal prizes and the bids recomputes the result.
 */
import type { CotaClassificavel } from '../cotas/cotas.rules.ts';
import { motivoDeInaptidao } from '../lances/elegibilidade.rules.ts';
import { apurarAssembleia, verificarResultado } from './apuracao.rules.ts';
import {
  entradaApuracaoSchema,
  type ConjuntoCongelado,
  type EntradaApuracao,
  type LanceApuracao,
  type ResultadoApuracao,
} from './assembleias.schemas.ts';

/**
 * ADR 0018 "who is eligible": every number of the group but the quotas we hold that `motivoDeInaptidao` leaves
 * out (the rule the bid wizard warns with), and the numbers an earlier assembly of the group contemplated
 * (members served outside the portal are known to us only through those results). Ascending.
 */
export function cotasElegiveisDoGrupo(p: {
  tamanhoGrupo: number;
  nossas: readonly (CotaClassificavel & { numero: number })[];
  jaContempladas: readonly number[];
  hoje: string;
}): number[] {
  const fora = new Set([
    ...p.nossas.filter((c) => motivoDeInaptidao(c, p.hoje) !== null).map((c) => c.numero),
    ...p.jaContempladas,
  ]);
  return Array.from({ length: p.tamanhoGrupo }, (_, i) => i + 1).filter((n) => !fora.has(n));
}

/** The canonical list: distinct numbers, ascending, in decimal, joined by commas ("3,17,250"). */
export function canonicoDoConjunto(cotas: readonly number[]): string {
  return [...new Set(cotas)].sort((a, b) => a - b).join(',');
}

/** SHA-256 (hex) of the canonical list; Web Crypto, so the browser checks it with the same code. */
export async function hashDoConjunto(cotas: readonly number[]): Promise<string> {
  const bytes = new TextEncoder().encode(canonicoDoConjunto(cotas));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type SorteioLoteria = EntradaApuracao['loteria'];

/** The engine's input: only the frozen set and its frozen parameters, the lottery draw and the bids. */
export function entradaDoConjunto(
  conjunto: ConjuntoCongelado,
  loteria: SorteioLoteria,
  /** As stored; the input schema checks each modality. */
  lances: readonly (Omit<LanceApuracao, 'modalidade'> & { modalidade: string })[],
): EntradaApuracao {
  return entradaApuracaoSchema.parse({
    tamanhoGrupo: conjunto.tamanhoGrupo,
    cotasElegiveis: conjunto.cotas,
    contemplacoesPorSorteio: conjunto.contemplacoesPorSorteio,
    contemplacoesPorLance: conjunto.contemplacoesPorLance,
    fundosDisponiveis: conjunto.fundosDisponiveis,
    valorCredito: conjunto.valorCredito,
    loteria,
    lances,
  });
}

/** The assembly's result from the frozen set, the drawn numbers and the bids. */
export function apurar(
  conjunto: ConjuntoCongelado,
  loteria: SorteioLoteria,
  lances: readonly LanceApuracao[],
): ResultadoApuracao {
  return apurarAssembleia(entradaDoConjunto(conjunto, loteria, lances));
}

export interface ConferenciaPublicada {
  /** The published list hashes to the published hash. */
  hashConfere: boolean;
  /** The published input drew from exactly the frozen list. */
  usouOConjunto: boolean;
  /** Recomputing from the frozen set gives the published result. */
  resultadoConfere: boolean;
  diferencas: string[];
}

/** "Recompute it yourself": the frozen set is authentic, was the one used, and yields the published result. */
export async function conferirPublicacao(p: {
  conjunto: ConjuntoCongelado;
  entrada: EntradaApuracao;
  resultado: ResultadoApuracao;
}): Promise<ConferenciaPublicada> {
  const hashConfere = (await hashDoConjunto(p.conjunto.cotas)) === p.conjunto.hash;
  const usouOConjunto = canonicoDoConjunto(p.entrada.cotasElegiveis) === canonicoDoConjunto(p.conjunto.cotas);
  let entrada: EntradaApuracao;
  try {
    entrada = entradaDoConjunto(p.conjunto, p.entrada.loteria, p.entrada.lances);
  } catch (erro) {
    return { hashConfere, usouOConjunto, resultadoConfere: false, diferencas: [(erro as Error).message] };
  }
  const v = verificarResultado(entrada, p.resultado);
  return { hashConfere, usouOConjunto, resultadoConfere: v.confere, diferencas: v.diferencas };
}
