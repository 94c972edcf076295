import { parcelasPendentesSchema, type FiltroParcelas } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

export interface FiltrosSegundaVia {
  filtro: FiltroParcelas;
  /** SN_UnificaParcelasOutrasCota=S: the caller's other quotas' instalments join the list. */
  unificar: boolean;
}

/** GET {id}/cobrancas/segunda-via: open instalments and the process `identificador` the boleto call refers to. */
export function getSegundaVia(idCota: number, f: FiltrosSegundaVia, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/cobrancas/segunda-via`, {
    query: { SN_UnificaParcelasOutrasCota: f.unificar ? 'S' : 'N', filtro: f.filtro },
    schema: parcelasPendentesSchema,
    signal,
  });
}

export const segundaViaQueryOptions = (idCota: number, f: FiltrosSegundaVia) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'segunda-via', f.filtro, f.unificar],
    queryFn: ({ signal }) => getSegundaVia(idCota, f, signal),
  });

export function useSegundaVia(idCota: number | undefined, f: FiltrosSegundaVia) {
  return useQuery({
    ...segundaViaQueryOptions(idCota ?? 0, f),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
}
