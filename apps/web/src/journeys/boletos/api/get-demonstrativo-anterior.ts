import { demonstrativoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';
import { demonstrativoAtualQueryOptions } from './get-demonstrativo-atual';

/** GET {id}/demonstrativo-anterior/{YYYY-MM}: an earlier month's composition (404 when there is none). */
export function getDemonstrativoAnterior(idCota: number, periodo: string, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/demonstrativo-anterior/${encodeURIComponent(periodo)}`, {
    schema: demonstrativoSchema,
    signal,
  });
}

export const demonstrativoAnteriorQueryOptions = (idCota: number, periodo: string) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'demonstrativo', periodo],
    queryFn: ({ signal }) => getDemonstrativoAnterior(idCota, periodo, signal),
    // A closed month never changes.
    staleTime: Infinity,
  });

/** The month chosen on screen: null is the current one (demonstrativo-atual), else an earlier 'YYYY-MM'. */
export function useDemonstrativo(idCota: number | undefined, periodo: string | null) {
  const opcoes =
    periodo === null
      ? demonstrativoAtualQueryOptions(idCota ?? 0)
      : demonstrativoAnteriorQueryOptions(idCota ?? 0, periodo);
  return useQuery({ ...opcoes, enabled: idCota !== undefined });
}
