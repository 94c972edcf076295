import { assembleiasOperadorSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';

/** Every assembly query, so starting or publishing refreshes the list and the run at once. */
export const CHAVE_ASSEMBLEIAS_OPERADOR = [...CHAVE_OPERADOR, 'assembleias'] as const;

/** GET /operador/v1/assembleias: each group's next scheduled assembly, those running and the latest held. */
export function getAssembleias(signal?: AbortSignal) {
  return apiOperador.get('/assembleias', { schema: assembleiasOperadorSchema, signal });
}

export const assembleiasQueryOptions = () =>
  queryOptions({
    queryKey: [...CHAVE_ASSEMBLEIAS_OPERADOR, 'lista'],
    queryFn: ({ signal }) => getAssembleias(signal),
    staleTime: 0,
    meta: META_OPERADOR,
  });

export function useAssembleias() {
  return useQuery(assembleiasQueryOptions());
}
