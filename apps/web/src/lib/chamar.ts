import {
  apiDaOperacao,
  caminhoDaChamada,
  criaComChave,
  type BodyDe,
  type Operacao,
  type ParamsDe,
  type QueryDe,
  type RespostaDe,
} from '@portal/domain';
import { pedir, pedirArquivo, pedirArquivoOperador, pedirOperador, type OpcoesPedido } from './api';

/**
 * One call of the operation catalogue (see operacoes.ts), without the data cache: the login page uses it
 * before TanStack Query is loaded (ADR 0046), the rest of the app through operacoes.ts.
 */

type Opcional<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** The arguments of a call: `params` for the path, `query`, `body` (a FormData for an upload). */
export type Argumentos<O> = Opcional<'params', ParamsDe<O>> & {
  query?: QueryDe<O>;
} & (BodyDe<O> extends undefined ? { body?: FormData } : { body: BodyDe<O> });

/** The arguments may be left out when the operation needs none. */
type Nada = Record<never, never>;
export type ArgsDe<O> = Nada extends Argumentos<O> ? [args?: Argumentos<O>] : [args: Argumentos<O>];
export type ArgsESinal<O> =
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
