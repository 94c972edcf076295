import { filiaisSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /filiais: the branches of the caller's partner (spec §8: a failure is shown, never an empty list). */
export function getFiliais(signal?: AbortSignal) {
  return api.get('/filiais', { schema: filiaisSchema, signal });
}

export const filiaisQueryOptions = () =>
  queryOptions({
    queryKey: ['filiais'],
    queryFn: ({ signal }) => getFiliais(signal),
    staleTime: 10 * 60_000,
  });

export function useFiliais() {
  return useQuery(filiaisQueryOptions());
}
