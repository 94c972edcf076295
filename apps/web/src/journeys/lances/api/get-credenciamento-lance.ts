import { regrasLanceSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';

/** Root of every bid query of a quota: confirming or cancelling a bid invalidates them all. */
export const chaveLances = (idCota: number) => [POR_COTA, idCota, 'lances'] as const;

/** GET {id}/credenciamento-lance: whether the quota may bid now, the bid types, limits and the next assembly. */
export function getCredenciamentoLance(idCota: number, signal?: AbortSignal) {
  return api.get(`/cotas/${idCota}/credenciamento-lance`, { schema: regrasLanceSchema, signal });
}

export const regrasLanceQueryOptions = (idCota: number) =>
  queryOptions({
    queryKey: [...chaveLances(idCota), 'regras'],
    queryFn: ({ signal }) => getCredenciamentoLance(idCota, signal),
    // The deadline and the active bid change with the clock and other devices: ask again whenever a screen opens.
    staleTime: 0,
  });

export function useRegrasLance(idCota: number | undefined) {
  return useQuery({ ...regrasLanceQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
}
