import { filaSchema, type TipoCaso } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';

export interface FiltroFila {
  tipo?: TipoCaso;
  /** The phase label as stored ('Atualização Obrigatória'): the API matches it exactly. */
  fase?: string;
  /** The status label as stored ('Em Andamento'). */
  status?: string;
  /** Case number, CPF/CNPJ (masked or not), customer name or 'grupo/cota'. */
  busca?: string;
  page: number;
}

export const TAMANHO_PAGINA_FILA = 20;

/** GET /operador/v1/casos: the analysts' queue, most recently updated first. */
export function getCasos(filtro: FiltroFila, signal?: AbortSignal) {
  return apiOperador.get('/casos', {
    query: { ...filtro, page_size: TAMANHO_PAGINA_FILA },
    schema: filaSchema,
    signal,
  });
}

export const casosQueryOptions = (filtro: FiltroFila) =>
  queryOptions({
    queryKey: [...CHAVE_OPERADOR, 'casos', filtro],
    queryFn: ({ signal }) => getCasos(filtro, signal),
    staleTime: 10_000,
    meta: META_OPERADOR,
  });

export function useFila(filtro: FiltroFila) {
  // The previous page stays on screen while the next one loads (no flash of skeletons on paging).
  return useQuery({ ...casosQueryOptions(filtro), placeholderData: keepPreviousData });
}
