import { paginaInformativosOperadorSchema } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';

export const TAMANHO_PAGINA_INFORMATIVOS = 10;
export const chaveInformativosOperador = [...CHAVE_OPERADOR, 'informativos'] as const;

/** GET /operador/v1/informativos: the news published, of one partner or all, with how many read them. */
export function getInformativos(parceiroId: number | undefined, page: number, signal?: AbortSignal) {
  return apiOperador.get('/informativos', {
    query: { parceiroId, page, page_size: TAMANHO_PAGINA_INFORMATIVOS },
    schema: paginaInformativosOperadorSchema,
    signal,
  });
}

export const informativosQueryOptions = (parceiroId: number | undefined, page: number) =>
  queryOptions({
    queryKey: [...chaveInformativosOperador, parceiroId ?? 'todos', page],
    queryFn: ({ signal }) => getInformativos(parceiroId, page, signal),
    meta: META_OPERADOR,
  });

export function useInformativosOperador(parceiroId: number | undefined, page: number) {
  return useQuery({ ...informativosQueryOptions(parceiroId, page), placeholderData: keepPreviousData });
}
