import { impressosSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** GET {id}/impressos: every document of the quota, whether it can be printed now and, when not, why. */
export function getImpressos(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/impressos`, { schema: impressosSchema, signal });
}

export const impressosQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'impressos'],
    queryFn: ({ signal }) => getImpressos(idCota, signal),
  });

export function useImpressos(idCota: number | undefined) {
  return useQuery({ ...impressosQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
