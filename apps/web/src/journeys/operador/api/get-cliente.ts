import { clienteOperadorSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';

/** GET /operador/v1/clientes/{inscricao}: quotas, open sessions and the messages sent (viewing is audited). */
export function getCliente(inscricao: string, signal?: AbortSignal) {
  return apiOperador.get(`/clientes/${encodeURIComponent(inscricao)}`, {
    schema: clienteOperadorSchema,
    signal,
  });
}

export const clienteQueryOptions = (inscricao: string) =>
  queryOptions({
    queryKey: [...CHAVE_OPERADOR, 'cliente', inscricao],
    queryFn: ({ signal }) => getCliente(inscricao, signal),
    staleTime: 0,
    meta: META_OPERADOR,
  });

export function useCliente(inscricao: string) {
  return useQuery(clienteQueryOptions(inscricao));
}
