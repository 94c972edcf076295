import { linkRelatorioSchema, type tiposExtrato } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type TipoExtrato = (typeof tiposExtrato)[number];

/**
 * GET {id}/extrato/imprimir?tipo=consorciado|grupo: a two-minute link to this statement's PDF. The link carries
 * its own ticket, never the access token, so the browser opens it in a new tab.
 */
export function getExtratoImprimir(idCota: number, tipo: TipoExtrato) {
  return api.get(`/cotas/${idCota}/extrato/imprimir`, { query: { tipo }, schema: linkRelatorioSchema });
}

/** Asked for on each click (the link expires fast), so a mutation rather than a cached query. */
export function useLinkDoExtrato(idCota: number) {
  return useMutation({
    mutationFn: (tipo: TipoExtrato) => getExtratoImprimir(idCota, tipo),
    meta: { erroTratado: true },
  });
}
