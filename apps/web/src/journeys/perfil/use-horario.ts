import { horarioParaExibir, referenciasOperacoes, type HorarioExibido } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '@/lib/operacoes';

/**
 * A moment of this device's clock as the customer reads it (03 §7, §8): Brasília time from GET
 * util/datahoraatual, corrected by this device's drift; if that call fails, the local clock labelled 'Horário
 * Local' (a failure here never sends anyone to /indisponivel). Null while the answer is on its way, so the label
 * never flips from local to Brasília on screen.
 */
export function useHorario(instanteMs: number | null): HorarioExibido | null {
  const { data, isError, isPending, dataUpdatedAt } = useQuery({
    ...consulta(referenciasOperacoes.dataHoraAtual),
    staleTime: 10 * 60_000,
    retry: false,
    meta: { semIndisponivel: true },
  });
  if (instanteMs === null || (isPending && !isError)) return null;
  return horarioParaExibir(instanteMs, isError ? undefined : data, dataUpdatedAt);
}
