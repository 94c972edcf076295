import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET {id}/demonstrativo/imprimir/{hash}: the statement's PDF itself (binary, sent with the access token). */
export function getDemonstrativoImprimir(idCota: number, hash: string) {
  return api.arquivo(`/cotas/${idCota}/demonstrativo/imprimir/${encodeURIComponent(hash)}`, {
    accept: 'application/pdf',
  });
}

/** Fetched on each click (a file, not screen data), so a mutation rather than a cached query. */
export function useBaixarDemonstrativo(idCota: number) {
  return useMutation({
    mutationFn: (hash: string) => getDemonstrativoImprimir(idCota, hash),
    meta: { erroTratado: true },
  });
}
