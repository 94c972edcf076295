import {
  apiDaOperacao,
  caminhoDaChamada,
  chaveDoCaminho,
  criaComChave,
  type BodyDe,
  type Operacao,
  type ParamsDe,
  type QueryDe,
  type RespostaDe,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { pedir, pedirArquivo, pedirArquivoOperador, pedirOperador, type OpcoesPedido } from './api';

/**
 * The typed client of the operation catalogue (ARCHITECTURE.md): a journey names an operation of
 * `@portal/domain` and its arguments; the path, headers, answer validation and cache key all come from the
 * declaration. There is no hand-written endpoint file.
 */

type Opcional<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** The arguments of a call: `params` for the path, `query`, `body` (a FormData for an upload). */
type Argumentos<O> = Opcional<'params', ParamsDe<O>> & {
  query?: QueryDe<O>;
} & (BodyDe<O> extends undefined ? { body?: FormData } : { body: BodyDe<O> });

/** The arguments may be left out when the operation needs none. */
type Nada = Record<never, never>;
type ArgsDe<O> = Nada extends Argumentos<O> ? [args?: Argumentos<O>] : [args: Argumentos<O>];
type ArgsESinal<O> =
  Nada extends Argumentos<O>
    ? [args?: Argumentos<O>, signal?: AbortSignal]
    : [args: Argumentos<O>, signal?: AbortSignal];

/**
 * A fresh `Idempotency-Key` (a UUID v4). `crypto.randomUUID` exists only in secure contexts (https, localhost):
 * the portal opened over plain http on a network address falls back to `getRandomValues`, available everywhere.
 */
function novaChaveIdempotencia(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Sends one call of the catalogue and answers its validated body (a Blob for a file, nothing for 204). Each
 * call of a creating POST is one user action: it gets its own `Idempotency-Key`, which the client's own retry
 * (after renewing the token) sends again, so the server runs the action once (ADR 0013).
 */
export function chamar<O extends Operacao>(
  op: O,
  ...[args, signal]: ArgsESinal<O>
): Promise<O['arquivo'] extends undefined ? RespostaDe<O> : Blob> {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: object; body?: unknown };
  const caminho = caminhoDaChamada(op.caminho, a.params);
  const opcoes: OpcoesPedido<unknown> = {
    method: op.metodo,
    body: a.body,
    query: a.query as OpcoesPedido<unknown>['query'],
    schema: op.resposta,
    signal,
    publico: op.escopo === 'publico',
    basic: op.basic === true,
    ...(criaComChave(op) && { chaveIdempotencia: novaChaveIdempotencia() }),
  };
  type Resultado = Promise<O['arquivo'] extends undefined ? RespostaDe<O> : Blob>;
  if (op.arquivo)
    return (
      apiDaOperacao(op) === 'operador'
        ? pedirArquivoOperador(caminho, { ...opcoes, schema: undefined })
        : pedirArquivo(caminho, { ...opcoes, schema: undefined })
    ) as Resultado;
  if (apiDaOperacao(op) === 'operador') return pedirOperador(caminho, opcoes) as Resultado;
  return pedir(caminho, opcoes) as Resultado;
}

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
