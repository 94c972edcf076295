import { parceiroConteudoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { RAIZ_PARCEIRO } from '@/lib/queries/chaves';

/** GET /parceiros/{id}/conteudo: the partner's customer-service channels and texts (public). */
export function getConteudo(idParceiro: number, signal?: AbortSignal) {
  return api.get(`/parceiros/${idParceiro}/conteudo`, { schema: parceiroConteudoSchema, signal });
}

export const conteudoQueryOptions = (idParceiro: number) =>
  queryOptions({
    queryKey: [RAIZ_PARCEIRO, idParceiro, 'conteudo'],
    queryFn: ({ signal }) => getConteudo(idParceiro, signal),
    staleTime: 60 * 60_000,
  });

export function useConteudo(idParceiro: number | undefined) {
  return useQuery({ ...conteudoQueryOptions(idParceiro ?? 0), enabled: idParceiro !== undefined });
}
