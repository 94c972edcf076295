import type { HistoricoLancesVencedores, PosicaoLanceHistorico } from '@portal/domain';
import { formatarPercentualLance } from './formatos';

export const ROTULOS_POSICAO: Record<PosicaoLanceHistorico, string> = {
  venceria: 'Venceria',
  empataria: 'Empataria',
  'nao-venceria': 'Não venceria',
  'sem-lances': 'Sem lance vencedor',
};

interface BarraDaAssembleia {
  numeroTotalAssembleia: number;
  dataSorteio: string;
  quantidadeVencedores: number;
  menorPercentual: number | null;
  maiorPercentual: number | null;
  posicao: PosicaoLanceHistorico | null;
  /** Where the winning range starts and ends on the axis, 0–100 (% of the chart width). */
  inicio: number;
  fim: number;
}

export interface GraficoVencedores {
  /** The axis goes from 0 to this percentage (a multiple of 10, enough for every bar and the customer's mark). */
  teto: number;
  barras: BarraDaAssembleia[];
  /** The customer's bid on the same axis, 0–100, or null without a bid. */
  marcador: number | null;
}

/** The chart's geometry: one bar per assembly (lowest to highest winning %), the customer's bid as a line. */
export function graficoVencedores(
  h: HistoricoLancesVencedores,
  percentual: number | null,
): GraficoVencedores {
  const maior = Math.max(h.maiorPercentual ?? 0, percentual ?? 0);
  // Some room past the highest value, so a bar or the mark never touches the edge.
  const teto = Math.min(100, Math.max(10, Math.ceil((maior + 1) / 10) * 10));
  const naEscala = (p: number) => Math.min(100, Math.max(0, (p / teto) * 100));
  return {
    teto,
    barras: h.assembleias.map((a) => ({
      ...a,
      inicio: a.menorPercentual === null ? 0 : naEscala(a.menorPercentual),
      fim: a.maiorPercentual === null ? 0 : naEscala(a.maiorPercentual),
    })),
    marcador: percentual === null ? null : naEscala(percentual),
  };
}

/** One sentence that answers "would my bid have won?", or describes the range when no bid is typed yet. */
export function resumoVencedores(h: HistoricoLancesVencedores, percentual: number | null): string {
  const n = h.assembleias.length;
  if (n === 0 || h.menorPercentual === null || h.maiorPercentual === null) {
    return 'Ainda não houve contemplação por lance nas últimas assembleias do grupo.';
  }
  const ultimas = n === 1 ? 'na última assembleia' : `nas últimas ${n} assembleias`;
  const faixa = `Os lances vencedores ${ultimas} ficaram entre ${formatarPercentualLance(h.menorPercentual)} e ${formatarPercentualLance(h.maiorPercentual)}`;
  if (percentual === null || h.vitorias === null) {
    const mediana =
      h.medianaPercentual === null ? '' : ` (mediana de ${formatarPercentualLance(h.medianaPercentual)})`;
    return `${faixa}${mediana}.`;
  }
  const empates = h.assembleias.filter((a) => a.posicao === 'empataria').length;
  const vezes = (k: number) => (k === 1 ? '1 vez' : `${k} vezes`);
  const empate = empates > 0 ? ` e empataria ${vezes(empates)}` : '';
  const base = `Com ${formatarPercentualLance(percentual)}, seu lance venceria ${vezes(h.vitorias)}${empate} ${ultimas}.`;
  return `${base} ${faixa}.`;
}
