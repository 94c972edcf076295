import { demonstrativoSchema } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** GET {id}/demonstrativo-atual: the current instalment's composition and the hash that prints it. */
export function getDemonstrativoAtual(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/demonstrativo-atual`, { schema: demonstrativoSchema, signal });
}

export const demonstrativoAtualQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'demonstrativo-atual'],
    queryFn: ({ signal }) => getDemonstrativoAtual(idCota, signal),
  });
