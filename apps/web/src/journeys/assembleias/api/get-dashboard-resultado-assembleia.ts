import { dashboardAssembleiaSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveAssembleias } from './chaves';

/** GET {id}/dashboard/resultado-assembleia: whether one is live now, the next one and the quota's last result. */
export function getDashboardResultadoAssembleia(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/dashboard/resultado-assembleia`, {
    schema: dashboardAssembleiaSchema,
    signal,
  });
}

export const dashboardAssembleiaQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [...chaveAssembleias(idCota), 'dashboard'],
    queryFn: ({ signal }) => getDashboardResultadoAssembleia(idCota, signal),
    // "Live now" must not come from a stale copy: asked again whenever a screen showing it opens.
    staleTime: 0,
  });

export function useDashboardAssembleia(idCota: number | undefined) {
  return useQuery({ ...dashboardAssembleiaQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
