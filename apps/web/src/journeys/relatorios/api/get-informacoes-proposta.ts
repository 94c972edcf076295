import { informacoesPropostaSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** GET {id}/informacoes-proposta: the proposal the quota was sold on, and a link to its PDF (`url`). */
export function getInformacoesProposta(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/informacoes-proposta`, { schema: informacoesPropostaSchema, signal });
}

export const informacoesPropostaQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'informacoes-proposta'],
    queryFn: ({ signal }) => getInformacoesProposta(idCota, signal),
  });

export function useInformacoesProposta(idCota: number | undefined) {
  return useQuery({ ...informacoesPropostaQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
