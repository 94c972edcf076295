/**
 * Beyond the spec: the group's own history of winning bids, so a customer can see before bidding what usually
 * wins (lowest, highest and median contemplated %) and where their bid would have stood in each assembly.
 */
import type { HistoricoLancesVencedores, PosicaoLanceHistorico } from './lances.schemas.ts';
import { dividirMeioParaCima, percentualDeUnidades, unidadesDePercentual } from '../comum/dinheiro.ts';

export interface LancesVencedoresDaAssembleia {
  numeroTotalAssembleia: number;
  dataSorteio: string;
  /** The percentages of the quotas contemplated by bid in that assembly (any order). */
  percentuaisVencedores: readonly number[];
}

/** Assemblies shown by default: half a year of monthly assemblies. */
export const ASSEMBLEIAS_HISTORICO_VENCEDORES = 6;

/** Median of integer units, half-up on the rare .5 of an even count. */
function mediana(unidades: readonly number[]): number | null {
  if (unidades.length === 0) return null;
  const ordenadas = [...unidades].sort((a, b) => a - b);
  const meio = Math.floor(ordenadas.length / 2);
  const alto = ordenadas[meio]!;
  return ordenadas.length % 2 === 1
    ? alto
    : Number(dividirMeioParaCima(BigInt(ordenadas[meio - 1]! + alto), 2n));
}

/**
 * Above the lowest winner it would have won (it outranks that winner); equal to it, it would have tied and the
 * tie-break (proximity to the drawn number) decides; below, it would have lost; with no bid winner, unknown.
 */
function posicao(unidades: number, menorVencedor: number | null): PosicaoLanceHistorico {
  if (menorVencedor === null) return 'sem-lances';
  if (unidades > menorVencedor) return 'venceria';
  return unidades === menorVencedor ? 'empataria' : 'nao-venceria';
}

/** The last `quantidade` assemblies (most recent first) and, given `percentual`, where that bid would have stood. */
export function historicoLancesVencedores(
  assembleias: readonly LancesVencedoresDaAssembleia[],
  opcoes: { quantidade?: number; percentual?: number | null } = {},
): HistoricoLancesVencedores {
  const quantidade = opcoes.quantidade ?? ASSEMBLEIAS_HISTORICO_VENCEDORES;
  const lance = opcoes.percentual == null ? null : unidadesDePercentual(opcoes.percentual);
  const ultimas = [...assembleias]
    .sort((a, b) => b.numeroTotalAssembleia - a.numeroTotalAssembleia)
    .slice(0, Math.max(0, quantidade));
  const todas: number[] = [];
  const linhas = ultimas.map((a) => {
    const unidades = a.percentuaisVencedores.map(unidadesDePercentual);
    todas.push(...unidades);
    const menor = unidades.length ? Math.min(...unidades) : null;
    const maior = unidades.length ? Math.max(...unidades) : null;
    return {
      numeroTotalAssembleia: a.numeroTotalAssembleia,
      dataSorteio: a.dataSorteio,
      quantidadeVencedores: unidades.length,
      menorPercentual: menor === null ? null : percentualDeUnidades(menor),
      maiorPercentual: maior === null ? null : percentualDeUnidades(maior),
      posicao: lance === null ? null : posicao(lance, menor),
    };
  });
  const emPercentual = (u: number | null) => (u === null ? null : percentualDeUnidades(u));
  return {
    assembleias: linhas,
    menorPercentual: emPercentual(todas.length ? Math.min(...todas) : null),
    maiorPercentual: emPercentual(todas.length ? Math.max(...todas) : null),
    medianaPercentual: emPercentual(mediana(todas)),
    vitorias: lance === null ? null : linhas.filter((l) => l.posicao === 'venceria').length,
  };
}
