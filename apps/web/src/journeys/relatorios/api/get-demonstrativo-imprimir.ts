import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { demonstrativoAtualQueryOptions } from './get-demonstrativo-atual';

/** GET {id}/demonstrativo/imprimir/{hash}: the statement's PDF itself (binary, with the access token). */
export function getDemonstrativoImprimir(idCota: number, hash: string) {
  return api.arquivo(`/cotas/${idCota}/demonstrativo/imprimir/${encodeURIComponent(hash)}`);
}

/** The current statement's PDF: its print hash comes from demonstrativo-atual (cached when already fetched). */
export function useDemonstrativoPdf(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const demonstrativo = await queryClient.fetchQuery(demonstrativoAtualQueryOptions(idCota));
      return { arquivo: await getDemonstrativoImprimir(idCota, demonstrativo.hash), demonstrativo };
    },
    meta: { erroTratado: true },
  });
}
