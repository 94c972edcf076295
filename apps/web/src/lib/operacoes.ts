import {
  apiDaOperacao,
  caminhoDaChamada,
  chaveDoCaminho,
  type BodyDe,
  type Operacao,
  type ParamsDe,
  type QueryDe,
  type RespostaDe,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { pedir, pedirArquivo, pedirOperador, type OpcoesPedido } from './api';

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

/** Sends one call of the catalogue and answers its validated body (a Blob for a file, nothing for 204). */
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
  };
  type Resultado = Promise<O['arquivo'] extends undefined ? RespostaDe<O> : Blob>;
  if (op.arquivo) return pedirArquivo(caminho, { ...opcoes, schema: undefined }) as Resultado;
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
