/**
 * The assembly engine: one pure, deterministic function from published inputs to the published result.
 *
 * CONTRACT RULE (what a member can recompute by hand from the result page):
 *
 * 1. Limits. The assembly contemplates at most `contemplacoesPorSorteio` quotas by draw and then at most
 *    `contemplacoesPorLance` by bid. Each contemplation uses one credit (`valorCredito`) from the available funds;
 *    when what is left is less than one credit, contemplations stop, whatever the counts say.
 * 2. Draw number. The n-th draw uses the n-th prize of the Loteria Federal (5 prizes, 5 digits each), so there
 *    are at most 5 draws. Take the last k digits of the prize, k being the fewest digits that reach the group
 *    size (up to 10 quotas → 1 digit, up to 100 → 2, up to 1000 → 3, …). All zeros mean 10^k (000 → 1000).
 *    If that number is larger than the group size, subtract the group size until it is not
 *    (group of 500, prize 58 731 → 731 → 231; equivalently, n mod size, with 0 meaning the size itself).
 * 3. Drawn quota. If the quota with that number is eligible (active, not contemplated, not cancelled, up to date)
 *    and not yet contemplated in this assembly, it is contemplated. Otherwise the nearest such quota is: distance
 *    1 below, then 1 above, then 2 below, 2 above, and so on; at equal distance the LOWER number wins. With no
 *    such quota left, the draw contemplates nobody. Draw contemplations are recorded with modality SO.
 * 4. Bids. Bids are ranked by percentage of the asset value, highest first (4 decimals). Equal percentages are
 *    ordered by distance to the REFERENCE NUMBER, the 1st prize's number after step 2 (computed even when no
 *    draw is held); at equal distance, the lower quota number first. Going down the ranking, a bid from a quota
 *    already contemplated by draw, or not eligible, is closed; the others are contemplated while the bid count
 *    and the funds allow, with the bid's own modality (LL, LF, LS, PE, VL). The remaining bids are closed.
 * 5. The winning bid range is the lowest and highest percentage contemplated by bid.
 *
 * Bid payments are not added to the funds: they are collected after the assembly.
 */
import { padCota } from '../formatacao/formatacao.rules.ts';
import { unidadesDePercentual } from '../comum/dinheiro.ts';
import {
  entradaApuracaoSchema,
  type ContempladaApuracao,
  type EntradaApuracao,
  type LanceEncerrado,
  type ResultadoApuracao,
  type SorteioApurado,
} from './assembleias.schemas.ts';

/** Rule 2: the fewest digits whose 10^k reaches the group size. */
export function algarismosDoGrupo(tamanhoGrupo: number): number {
  let k = 1;
  while (10 ** k < tamanhoGrupo) k += 1;
  return k;
}

export interface NumeroDoPremio {
  algarismos: string;
  numeroSorteado: number;
  numeroEquivalente: number;
  /** How many times the group size was subtracted. */
  subtracoes: number;
}

/** Rule 2 on one prize. */
export function numeroDoPremio(numeroPremio: string, tamanhoGrupo: number): NumeroDoPremio {
  const k = algarismosDoGrupo(tamanhoGrupo);
  const algarismos = numeroPremio.slice(-k);
  const numeroSorteado = Number(algarismos) === 0 ? 10 ** k : Number(algarismos);
  const numeroEquivalente = ((numeroSorteado - 1) % tamanhoGrupo) + 1;
  return {
    algarismos,
    numeroSorteado,
    numeroEquivalente,
    subtracoes: (numeroSorteado - numeroEquivalente) / tamanhoGrupo,
  };
}

/** Rule 3: the nearest available quota, lower first at equal distance. */
export function cotaMaisProxima(
  alvo: number,
  disponiveis: ReadonlySet<number>,
  tamanhoGrupo: number,
): number | null {
  if (disponiveis.has(alvo)) return alvo;
  for (let d = 1; d < tamanhoGrupo && disponiveis.size > 0; d += 1) {
    if (disponiveis.has(alvo - d)) return alvo - d;
    if (disponiveis.has(alvo + d)) return alvo + d;
  }
  return null;
}

function explicar(
  premio: number,
  numeroPremio: string,
  n: NumeroDoPremio,
  tamanhoGrupo: number,
  cota: number | null,
): string[] {
  const passos = [
    `${premio}º prêmio da Loteria Federal: ${numeroPremio}. O grupo tem ${tamanhoGrupo} cotas, então valem os últimos ${n.algarismos.length} algarismos: ${n.algarismos}.`,
  ];
  if (Number(n.algarismos) === 0) passos.push(`${n.algarismos} corresponde a ${n.numeroSorteado}.`);
  if (n.subtracoes > 0) {
    const vezes = n.subtracoes === 1 ? '1 vez' : `${n.subtracoes} vezes`;
    passos.push(
      `${n.numeroSorteado} é maior que ${tamanhoGrupo}: subtraindo ${tamanhoGrupo} (${vezes}), chega-se a ${n.numeroEquivalente}.`,
    );
  }
  if (cota === n.numeroEquivalente) passos.push(`A cota ${padCota(cota)} estava apta e foi contemplada.`);
  else if (cota === null)
    passos.push('Não havia cota apta restante: este sorteio não contemplou nenhuma cota.');
  else {
    passos.push(
      `A cota ${padCota(n.numeroEquivalente)} não podia ser contemplada; a cota apta mais próxima é a ${padCota(cota)}, que foi contemplada.`,
    );
  }
  return passos;
}

/** Runs the contract rule above. Throws RangeError on an invalid input (the operator's screen validates first). */
export function apurarAssembleia(entrada: EntradaApuracao): ResultadoApuracao {
  const lida = entradaApuracaoSchema.safeParse(entrada);
  if (!lida.success) throw new RangeError(lida.error.issues[0]?.message ?? 'Entrada da apuração inválida.');
  const e = lida.data;
  const disponiveis = new Set(e.cotasElegiveis);
  const porSorteio = new Set<number>();
  const contempladas: ContempladaApuracao[] = [];
  let fundosRestantes = e.fundosDisponiveis;
  let limitadoPorFundos = false;
  const haFundos = () => {
    if (fundosRestantes >= e.valorCredito) return true;
    limitadoPorFundos = true;
    return false;
  };
  const contemplar = (c: Omit<ContempladaApuracao, 'ordem'>) => {
    contempladas.push({ ordem: contempladas.length + 1, ...c });
    disponiveis.delete(c.cota);
    fundosRestantes -= e.valorCredito;
  };

  const sorteios: SorteioApurado[] = [];
  for (let i = 0; i < e.contemplacoesPorSorteio && haFundos(); i += 1) {
    const numeroPremio = e.loteria.premios[i]!;
    const n = numeroDoPremio(numeroPremio, e.tamanhoGrupo);
    const cota = cotaMaisProxima(n.numeroEquivalente, disponiveis, e.tamanhoGrupo);
    sorteios.push({
      premio: i + 1,
      numeroPremio,
      algarismos: n.algarismos,
      numeroSorteado: n.numeroSorteado,
      numeroEquivalente: n.numeroEquivalente,
      cotaContemplada: cota,
      explicacao: explicar(i + 1, numeroPremio, n, e.tamanhoGrupo, cota),
    });
    if (cota === null) continue;
    porSorteio.add(cota);
    contemplar({
      cota,
      forma: 'sorteio',
      modalidade: 'SO',
      percentualLance: null,
      valorLance: null,
      posicaoLance: null,
    });
  }

  const referencia = numeroDoPremio(e.loteria.premios[0]!, e.tamanhoGrupo).numeroEquivalente;
  const ranking = e.lances
    .map((l) => ({
      ...l,
      unidades: unidadesDePercentual(l.percentual),
      distancia: Math.abs(l.cota - referencia),
    }))
    .sort((a, b) => b.unidades - a.unidades || a.distancia - b.distancia || a.cota - b.cota);
  const lancesEncerrados: LanceEncerrado[] = [];
  let porLance = 0;
  ranking.forEach((l, i) => {
    const base = {
      posicaoLance: i + 1,
      cota: l.cota,
      modalidade: l.modalidade,
      percentual: l.percentual,
      valor: l.valor,
    };
    if (porSorteio.has(l.cota)) lancesEncerrados.push({ ...base, motivo: 'contemplada-por-sorteio' });
    else if (!disponiveis.has(l.cota)) lancesEncerrados.push({ ...base, motivo: 'cota-inelegivel' });
    else if (porLance < e.contemplacoesPorLance && haFundos()) {
      porLance += 1;
      contemplar({
        cota: l.cota,
        forma: 'lance',
        modalidade: l.modalidade,
        percentualLance: l.percentual,
        valorLance: l.valor,
        posicaoLance: i + 1,
      });
    } else lancesEncerrados.push({ ...base, motivo: 'nao-classificado' });
  });

  const vencedores = contempladas.filter((c) => c.forma === 'lance').map((c) => c.percentualLance!);
  return {
    algarismosUsados: algarismosDoGrupo(e.tamanhoGrupo),
    numeroReferencia: referencia,
    sorteios,
    contempladas,
    faixaLances: vencedores.length
      ? { menorPercentual: Math.min(...vencedores), maiorPercentual: Math.max(...vencedores) }
      : null,
    lancesEncerrados,
    fundosUtilizados: e.fundosDisponiveis - fundosRestantes,
    fundosRestantes,
    limitadoPorFundos,
  };
}

/** JSON with sorted keys, so two equal results compare equal whatever order their fields were written in. */
function canonico(valor: unknown): string {
  if (Array.isArray(valor)) return `[${valor.map(canonico).join(',')}]`;
  if (valor !== null && typeof valor === 'object') {
    const entradas = Object.entries(valor).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entradas.map(([k, v]) => `${JSON.stringify(k)}:${canonico(v)}`).join(',')}}`;
  }
  return JSON.stringify(valor);
}

export interface Verificacao {
  confere: boolean;
  /** The result's fields that differ (or why the input could not be recomputed). */
  diferencas: string[];
  recalculado: ResultadoApuracao | null;
}

/** Reproducibility: recompute from the published input and compare with the published result. */
export function verificarResultado(entrada: EntradaApuracao, publicado: ResultadoApuracao): Verificacao {
  let recalculado: ResultadoApuracao;
  try {
    recalculado = apurarAssembleia(entrada);
  } catch (erro) {
    return { confere: false, diferencas: [`entrada: ${(erro as Error).message}`], recalculado: null };
  }
  const campos = new Set([...Object.keys(recalculado), ...Object.keys(publicado)]);
  const diferencas = [...campos].filter(
    (c) =>
      canonico((recalculado as Record<string, unknown>)[c]) !==
      canonico((publicado as Record<string, unknown>)[c]),
  );
  return { confere: diferencas.length === 0, diferencas, recalculado };
}
