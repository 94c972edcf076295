import { casoDetalheOperadorSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';

/** GET /operador/v1/casos/{caseNumber}: the case, its customer and quota, history and allowed moves. */
export function getCaso(numero: string, signal?: AbortSignal) {
  return apiOperador.get(`/casos/${encodeURIComponent(numero)}`, {
    schema: casoDetalheOperadorSchema,
    signal,
  });
}

export const casoQueryOptions = (numero: string) =>
  queryOptions({
    queryKey: [...CHAVE_OPERADOR, 'caso', numero],
    queryFn: ({ signal }) => getCaso(numero, signal),
    staleTime: 0,
    meta: META_OPERADOR,
  });

export function useCaso(numero: string) {
  return useQuery(casoQueryOptions(numero));
}
