import { apiDaOperacao, chaveDoCaminho, type Operacao } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { chamar, type Argumentos, type ArgsDe, type ArgsESinal } from './chamar';

export { chamar };

/**
 * The typed client of the operation catalogue (ARCHITECTURE.md): a journey names an operation of
 * `@portal/domain` and its arguments; the path, headers, answer validation and cache key all come from the
 * declaration. There is no hand-written endpoint file.
 */

/** The cache key of a call, from its path (see `chaveDoCaminho`). */
export function chave<O extends Operacao>(op: O, ...[args]: ArgsDe<O>): unknown[] {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return chaveDoCaminho(op.caminho, a.params, a.query, apiDaOperacao(op));
}

/**
 * A prefix of keys for invalidation: the key of a path template and its params, without the query. For
 * example `prefixo('/cotas/{id}/boletos', { id })` covers every page and filter of that list.
 */
export const prefixo = (caminho: string, params?: Record<string, unknown>) => chaveDoCaminho(caminho, params);

/** The `queryOptions` of a GET of the catalogue, so `useQuery`, `prefetchQuery` and `ensureQueryData` share it. */
export function consulta<O extends Operacao>(op: O, ...[args]: ArgsDe<O>) {
  const a = args as Argumentos<O> | undefined;
  return queryOptions({
    queryKey: chave(op, ...([a] as ArgsDe<O>)),
    queryFn: ({ signal }) => chamar(op, ...([a, signal] as ArgsESinal<O>)),
  });
}

/**
 * The `queryOptions` of a GET whose operation is loaded only when the query runs: for the app shell and the
 * login, which must not evaluate the catalogue's schemas (zod) before the first page is drawn (ADR 0040). The
 * key comes from `caminho`, which must be the operation's own path (checked when it loads), so it is the same
 * key `consulta(op)` gives and invalidations by prefix reach it.
 */
export function consultaAdiada<O extends Operacao>(
  caminho: string,
  carregar: () => Promise<O>,
  ...[args]: ArgsDe<O>
) {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return queryOptions({
    queryKey: chaveDoCaminho(caminho, a.params, a.query, 'cliente'),
    queryFn: async ({ signal }) => {
      const op = await carregar();
      if (op.caminho !== caminho || apiDaOperacao(op) !== 'cliente')
        throw new Error(`consultaAdiada: ${caminho} não é o caminho de ${op.metodo} ${op.caminho}.`);
      return chamar(op, ...([args, signal] as ArgsESinal<O>));
    },
  });
}
