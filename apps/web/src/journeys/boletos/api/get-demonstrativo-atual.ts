import { demonstrativoSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** GET {id}/demonstrativo-atual: how this month's instalment is made up, and the earlier months on file. */
export function getDemonstrativoAtual(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/demonstrativo-atual`, { schema: demonstrativoSchema, signal });
}

export const demonstrativoAtualQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'demonstrativo', 'atual'],
    queryFn: ({ signal }) => getDemonstrativoAtual(idCota, signal),
  });
