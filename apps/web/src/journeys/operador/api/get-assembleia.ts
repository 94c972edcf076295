import { apuracaoOperadorSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { META_OPERADOR } from './chaves';
import { CHAVE_ASSEMBLEIAS_OPERADOR } from './get-assembleias';

/** GET /operador/v1/assembleias/{id}: the assembly, what is already public and what the next click publishes. */
export function getAssembleia(id: number, signal?: AbortSignal) {
  return apiOperador.get(`/assembleias/${id}`, { schema: apuracaoOperadorSchema, signal });
}

export const assembleiaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CHAVE_ASSEMBLEIAS_OPERADOR, 'apuracao', id],
    queryFn: ({ signal }) => getAssembleia(id, signal),
    staleTime: 0,
    meta: META_OPERADOR,
  });

export function useAssembleia(id: number) {
  return useQuery(assembleiaQueryOptions(id));
}
