import { resultadoAssembleiaSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveAssembleias } from './chaves';

/** GET {id}/assembleias/resultado/{assembly}: the published result with the inputs that produced it. */
export function getResultado(idCota: number, idAssembleia: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/assembleias/resultado/${idAssembleia}`, {
    schema: resultadoAssembleiaSchema,
    signal,
  });
}

export const resultadoQueryOptions = (idCota: number, idAssembleia: number) =>
  queryOptions({
    queryKey: [...chaveAssembleias(idCota), 'resultado', idAssembleia],
    queryFn: ({ signal }) => getResultado(idCota, idAssembleia, signal),
    // A published result never changes.
    staleTime: Infinity,
  });

export function useResultado(idCota: number | undefined, idAssembleia: number | undefined) {
  return useQuery({
    ...resultadoQueryOptions(idCota ?? 0, idAssembleia ?? 0),
    enabled: idCota !== undefined && idAssembleia !== undefined,
  });
}
