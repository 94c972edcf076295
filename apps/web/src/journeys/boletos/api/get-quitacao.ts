import { quitacaoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** GET {id}/cobrancas/quitacao: what settles the quota today (404 {mensagem} when there is nothing to settle). */
export function getQuitacao(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/cobrancas/quitacao`, { schema: quitacaoSchema, signal });
}

export const quitacaoQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'quitacao'],
    queryFn: ({ signal }) => getQuitacao(idCota, signal),
    // The figure carries today's charges: worth re-asking whenever the screen opens.
    staleTime: 0,
  });

export function useQuitacao(idCota: number | undefined) {
  return useQuery({ ...quitacaoQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}

/** A 404 is an answer ("no balance to settle"), not a failure to load. */
export function semSaldoParaQuitar(erro: unknown): erro is ApiError {
  return erro instanceof ApiError && erro.status === 404;
}
