import { informativoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveInformativos } from '@/lib/queries/get-informativos';

/** GET /informativos/{id}: one item the caller may see (another customer's answers 404). */
export function getInformativo(id: number, signal?: AbortSignal) {
  return api.get(`/informativos/${id}`, { schema: informativoSchema, signal });
}

export const informativoQueryOptions = (idCota: number, id: number) =>
  queryOptions({
    queryKey: [...chaveInformativos(idCota), 'item', id],
    queryFn: ({ signal }) => getInformativo(id, signal),
  });

export function useInformativo(idCota: number | undefined, id: number) {
  return useQuery({
    ...informativoQueryOptions(idCota ?? 0, id),
    enabled: idCota !== undefined && Number.isInteger(id) && id > 0,
  });
}
