import { extratoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** GET {id}/extrato: the member statement, with the group statement in `grupo`. */
export function getExtrato(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/extrato`, { schema: extratoSchema, signal });
}

export const extratoQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'extrato'],
    queryFn: ({ signal }) => getExtrato(idCota, signal),
  });

export function useExtrato(idCota: number | undefined) {
  return useQuery({ ...extratoQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
