import { avisosManutencaoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { RAIZ_PARCEIRO } from '@/lib/queries/chaves';

/** GET /parceiros/{id}/warnings: maintenance warnings (public). */
export function getWarnings(idParceiro: number, signal?: AbortSignal) {
  return api.get(`/parceiros/${idParceiro}/warnings`, { schema: avisosManutencaoSchema, signal });
}

export const warningsQueryOptions = (idParceiro: number) =>
  queryOptions({
    queryKey: [RAIZ_PARCEIRO, idParceiro, 'warnings'],
    queryFn: ({ signal }) => getWarnings(idParceiro, signal),
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useWarnings(idParceiro: number | undefined) {
  return useQuery({ ...warningsQueryOptions(idParceiro ?? 0), enabled: idParceiro !== undefined });
}
