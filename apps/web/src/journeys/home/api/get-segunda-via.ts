import { parcelasPendentesSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/**
 * GET {id}/cobrancas/segunda-via?filtro=all, the selected quota only: what the pending-boleto card sums up.
 * The key is the one the boletos journey gives the same call, so a boleto generated or paid there refreshes
 * this card too (same URL, same answer, one cache entry).
 */
export function getSegundaVia(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/cobrancas/segunda-via`, {
    query: { SN_UnificaParcelasOutrasCota: 'N', filtro: 'all' },
    schema: parcelasPendentesSchema,
    signal,
  });
}

export const segundaViaQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'segunda-via', 'all', false],
    queryFn: ({ signal }) => getSegundaVia(idCota, signal),
  });

export function useParcelasPendentes(idCota: number | undefined) {
  return useQuery({ ...segundaViaQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
