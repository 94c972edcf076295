import { paginaInformativosSchema } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { POR_COTA } from './chaves';

export const TAMANHO_PAGINA_INFORMATIVOS = 20;

/** Root of every news list of a quota: reading one invalidates them all (the navbar badge included). */
export const chaveInformativos = (idCota: number) => [POR_COTA, idCota, 'informativos'] as const;

/**
 * GET /informativos?partner_id=&id_cota=: the partner's news and the customer's notifications of the selected
 * quota, with `read`, and the unread count. Shared by the navbar badge, the home cards and /notifications.
 */
export function getInformativos(
  parceiroId: number | undefined,
  idCota: number,
  page: number,
  signal?: AbortSignal,
) {
  return api.get('/informativos', {
    query: { partner_id: parceiroId, id_cota: idCota, page, page_size: TAMANHO_PAGINA_INFORMATIVOS },
    schema: paginaInformativosSchema,
    signal,
  });
}

export const informativosQueryOptions = (parceiroId: number | undefined, idCota: number, page = 1) =>
  queryOptions({
    queryKey: [...chaveInformativos(idCota), parceiroId ?? 0, page],
    queryFn: ({ signal }) => getInformativos(parceiroId, idCota, page, signal),
  });

export function useInformativos(parceiroId: number | undefined, idCota: number | undefined, page = 1) {
  return useQuery({
    ...informativosQueryOptions(parceiroId, idCota ?? 0, page),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
}
