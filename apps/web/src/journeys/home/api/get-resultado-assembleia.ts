import { dashboardAssembleiaSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/**
 * GET {id}/dashboard/resultado-assembleia, the selected quota: whether its group's assembly is live now, the
 * next one and the last result. The key is the one the assembleias journey gives the same call, so both
 * screens share one cache entry.
 */
export function getResultadoAssembleia(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/dashboard/resultado-assembleia`, {
    schema: dashboardAssembleiaSchema,
    signal,
  });
}

export const resultadoAssembleiaQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'assembleias', 'dashboard'],
    queryFn: ({ signal }) => getResultadoAssembleia(idCota, signal),
    // "Live now" must not come from a stale copy.
    staleTime: 0,
  });

export function useResultadoAssembleia(idCota: number | undefined) {
  return useQuery({ ...resultadoAssembleiaQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
