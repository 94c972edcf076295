import { historicoLancesVencedoresSchema } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveLances } from './get-credenciamento-lance';

/**
 * GET {id}/credenciamento-lance/vencedores?percentual=: the group's winning bids in the last assemblies and, given
 * a percentage, where it would have stood in each.
 */
export function getVencedores(idCota: number, percentual: number | null, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/credenciamento-lance/vencedores`, {
    query: { percentual: percentual ?? undefined },
    schema: historicoLancesVencedoresSchema,
    signal,
  });
}

export const vencedoresQueryOptions = (idCota: number, percentual: number | null) =>
  queryOptions({
    queryKey: [...chaveLances(idCota), 'vencedores', percentual],
    queryFn: ({ signal }) => getVencedores(idCota, percentual, signal),
    // Past assemblies do not change while the customer types.
    staleTime: 5 * 60_000,
  });

export function useVencedores(idCota: number, percentual: number | null) {
  return useQuery({
    ...vencedoresQueryOptions(idCota, percentual),
    placeholderData: keepPreviousData,
    meta: { semIndisponivel: true },
  });
}
