import { historicoLancesSchema } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveLances } from './get-credenciamento-lance';

/** Spec §9: the bid history pages by 20. */
export const TAMANHO_PAGINA_HISTORICO_LANCES = 20;

/** GET {id}/credenciamento-lance/historico: the quota's bids, newest first; `total_pages` drives paging. */
export function getHistorico(idCota: number, page: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/credenciamento-lance/historico`, {
    query: { page_size: TAMANHO_PAGINA_HISTORICO_LANCES, page },
    schema: historicoLancesSchema,
    signal,
  });
}

export const historicoLancesQueryOptions = (idCota: number, page: number) =>
  queryOptions({
    queryKey: [...chaveLances(idCota), 'historico', page],
    queryFn: ({ signal }) => getHistorico(idCota, page, signal),
  });

export function useHistoricoLances(idCota: number | undefined, page: number) {
  return useQuery({
    ...historicoLancesQueryOptions(idCota ?? 0, page),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
}
