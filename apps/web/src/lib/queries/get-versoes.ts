import { versoesSchema, type Versao } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

/** How often an open tab asks whether a newer build was published (also on every return to the tab). */
const INTERVALO_VERSOES_MS = 5 * 60_000;

/** GET /versoes (public): the web builds the server has published. */
export function getVersoes(signal?: AbortSignal) {
  return api.get('/versoes', { schema: versoesSchema, signal });
}

/** The latest published build: the highest id wins (spec §7). */
export function versaoMaisRecente(versoes: readonly Versao[]): Versao | undefined {
  return versoes.reduce<Versao | undefined>((a, v) => (!a || v.id > a.id ? v : a), undefined);
}

export const versoesQueryOptions = () =>
  queryOptions({
    queryKey: ['versoes'],
    queryFn: ({ signal }) => getVersoes(signal),
    select: versaoMaisRecente,
    staleTime: 60_000,
    refetchInterval: INTERVALO_VERSOES_MS,
    refetchOnWindowFocus: 'always',
    retry: false,
    meta: { semIndisponivel: true },
  });
