import { boletosOperadorSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';

/** Every boleto search, so a payment or a bank return refreshes all of them at once. */
export const CHAVE_BOLETOS_OPERADOR = [...CHAVE_OPERADOR, 'boletos'] as const;

/** GET /operador/v1/boletos?busca=: by nosso número, linha digitável, CPF/CNPJ or group/quota. */
export function getBoletos(busca: string, signal?: AbortSignal) {
  return apiOperador.get('/boletos', { query: { busca }, schema: boletosOperadorSchema, signal });
}

export const boletosQueryOptions = (busca: string) =>
  queryOptions({
    queryKey: [...CHAVE_BOLETOS_OPERADOR, busca],
    queryFn: ({ signal }) => getBoletos(busca, signal),
    staleTime: 0,
    meta: META_OPERADOR,
  });

/** Nothing is asked before the analyst searches. */
export function useBoletos(busca: string | undefined) {
  return useQuery({ ...boletosQueryOptions(busca ?? ''), enabled: Boolean(busca) });
}
