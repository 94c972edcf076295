import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

const linkSchema = z.object({ url: z.string().min(1) });

/**
 * GET {id}/boletos/{nossoNumero}/imprimir: a two-minute, single-boleto link to the PDF. The link carries its
 * own ticket, never the access token, so the browser can open it in a new tab.
 */
export function getBoletoImprimir(idCota: number, nossoNumero: string) {
  return api.get(`/cotas/${idCota}/boletos/${encodeURIComponent(nossoNumero)}/imprimir`, {
    schema: linkSchema,
  });
}

/** Asked for on each click (the link expires fast), so a mutation rather than a cached query. */
export function useLinkDoPdf(idCota: number) {
  return useMutation({
    mutationFn: (nossoNumero: string) => getBoletoImprimir(idCota, nossoNumero),
    meta: { erroTratado: true },
  });
}
