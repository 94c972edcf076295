import { parceirosListaSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';

/** GET /app-cliente/v1/parceiros (public): every partner and its domain. */
export function getParceiros(signal?: AbortSignal) {
  return api.get('/parceiros', { schema: parceirosListaSchema, signal });
}

export const parceirosQueryOptions = () =>
  queryOptions({
    queryKey: [...CHAVE_OPERADOR, 'parceiros'],
    queryFn: ({ signal }) => getParceiros(signal),
    staleTime: 60 * 60_000,
    meta: META_OPERADOR,
  });

export function useParceiros() {
  return useQuery(parceirosQueryOptions());
}
