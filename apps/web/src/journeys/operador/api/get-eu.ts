import { operadorSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';

/** GET /operador/v1/eu: who is logged in (a 401 here ends a session the server no longer knows). */
export function getEu(signal?: AbortSignal) {
  return apiOperador.get('/eu', { schema: operadorSchema, signal });
}

export const euQueryOptions = () =>
  queryOptions({
    queryKey: [...CHAVE_OPERADOR, 'eu'],
    queryFn: ({ signal }) => getEu(signal),
    meta: META_OPERADOR,
  });

export function useEu() {
  return useQuery(euQueryOptions());
}
