import { lanceEmbutidoRespostaSchema, type LanceEmbutidoBody } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveLances } from './get-credenciamento-lance';

/**
 * POST {id}/credenciamento-lance/lanceEmbutido: the bid converted by the server (amount of a percentage or fixed
 * bid) and how much of it may be built in. It changes nothing, so it is read as a query of the typed bid.
 */
export function postLanceEmbutido(idCota: number, corpo: LanceEmbutidoBody, signal?: AbortSignal) {
  return api.post(`/cotas/${idCota}/credenciamento-lance/lanceEmbutido`, corpo, {
    schema: lanceEmbutidoRespostaSchema,
    signal,
  });
}

export const lanceEmbutidoQueryOptions = (idCota: number, corpo: LanceEmbutidoBody) =>
  queryOptions({
    queryKey: [
      ...chaveLances(idCota),
      'embutido',
      corpo.situacaoModalidade,
      corpo.percentualLance ?? null,
      corpo.valorLance ?? null,
    ],
    queryFn: ({ signal }) => postLanceEmbutido(idCota, corpo, signal),
  });

/** Null `corpo` (no valid bid yet): nothing to ask. A failure only hides the figure: the domain rule still applies. */
export function useLanceEmbutido(idCota: number, corpo: LanceEmbutidoBody | null) {
  return useQuery({
    ...lanceEmbutidoQueryOptions(idCota, corpo ?? { situacaoModalidade: 'LL', percentualLance: 0 }),
    enabled: corpo !== null,
    placeholderData: keepPreviousData,
    meta: { semIndisponivel: true },
  });
}
