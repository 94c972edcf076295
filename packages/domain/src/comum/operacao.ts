import type { z } from 'zod';

/**
 * The operation catalogue (ARCHITECTURE.md): each API call is declared once, here in `domain`. The API
 * registers its routes from these declarations (apps/api/src/core/rotas.ts) and the web derives its typed
 * client, query keys and `queryOptions` from them (apps/web/src/lib/operacoes.ts), so neither side writes a
 * path, a schema or a key of its own.
 */

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call:
 * - `publico`: anyone (partner configuration, logins, boleto verification);
 * - `cliente`: a logged-in customer;
 * - `cota`: a logged-in customer on one of their own quotas — the path has `{id}` and the API's ownership
 *   hook loads that quota (or answers 404) before the handler runs;
 * - `operador`: an analyst of the back-office, with the operation's `permissao`.
 */
export type Escopo = 'publico' | 'cliente' | 'cota' | 'operador';

/**
 * What an operator's role must allow for a back-office operation (ADR 0014). A permission never covers both an
 * everyday desk task and a supervisor's act, so each role's list in `PERMISSOES_DO_PAPEL` says it all.
 */
export type PermissaoOperador =
  /** Who is connected, logout. */
  | 'sessao'
  /** Read the audit log. */
  | 'auditoria'
  /** The case queue: read and decide cases. */
  | 'casos'
  /** Set a quota's credit screening result (crivo). */
  | 'crivo'
  /** The customer page. */
  | 'clientes'
  /** Mint a transparent-login link into a customer's session. */
  | 'login-transparente'
  /** Find boletos. */
  | 'boletos'
  /** Register one boleto's payment by hand. */
  | 'pagamento-avulso'
  /** Import a bank's CNAB return file (many payments at once). */
  | 'retorno-bancario'
  /** Read assemblies and their results. */
  | 'assembleias'
  /** Run an assembly: start it with the lottery result, publish each step. */
  | 'apuracao'
  /** Publish news and maintenance warnings to a partner's customers, and read them back. */
  | 'novidades';

/**
 * What a POST does, which decides whether it takes an `Idempotency-Key` (ADR 0013). Every POST declares it
 * (apps/api/src/core/catalogo.test.ts checks), so a new one is classified when it is written:
 * - `cria`: creates or changes something — a boleto, a case, an SMS or e-mail, a password, an operator action.
 *   The web sends a fresh key per user action; a repeat with the same key answers the first answer and runs
 *   nothing;
 * - `sessao`: opens, renews or ends a session, or is a step of a credential ceremony (logins, refresh, logout,
 *   passkey options and registration, transparent-login links). Its answer carries tokens or cookies that must
 *   not be stored or replayed, and each step is single-use already;
 * - `consulta`: only reads (a search, a simulation, a boleto check) and may simply run again.
 */
export type Efeito = 'cria' | 'sessao' | 'consulta';

/**
 * Which API the path belongs to: the customer's (`/app-cliente/v1`), the back-office (`/operador/v1`), or the
 * server's own root (`raiz`: the health checks a load balancer or supervisor calls, `/health/…`).
 */
export type Api = 'cliente' | 'operador' | 'raiz';

export const BASE_DA_API: Record<Api, string> = {
  cliente: '/app-cliente/v1',
  operador: '/operador/v1',
  raiz: '',
};

type Esquema = z.ZodType | undefined;

export interface Operacao<
  P extends Esquema = Esquema,
  Q extends Esquema = Esquema,
  B extends Esquema = Esquema,
  R extends Esquema = Esquema,
  A extends string | undefined = string | undefined,
> {
  metodo: Metodo;
  /** Relative to the API's base, with `{name}` placeholders (`/cotas/{id}/boletos`), as the spec writes it. */
  caminho: string;
  escopo: Escopo;
  /** Defaults to `operador` for the operator scope and `cliente` otherwise. */
  api?: Api;
  /** Back-office only: what the analyst's role must allow. */
  permissao?: PermissaoOperador;
  /**
   * Customer scopes only: a transparent-login session may call it. Only what the screens the spec flags for
   * transparent login need (01 §2, 02 §2, 03 §2); the API refuses every other customer operation to such a
   * session with 403, whatever its web route guard does (ADR 0016).
   */
  transparente?: true;
  /**
   * Customer scopes only: still served while the session's quota is held by the mandatory registration update
   * (03 §4): what home, the update screens and the registration flow need (spec §2 rule 4). The API refuses
   * every other customer operation then with 403 (ADR 0016).
   */
  duranteAtualizacao?: true;
  tag: string;
  resumo: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer's body; `undefined` when the answer is a file or 204. */
  resposta?: R;
  /** Success status: 200 by default; 204 answers no body. */
  status?: 200 | 201 | 204;
  /** The answer is a file of this content type (a PDF), not JSON: the web client answers it as a Blob. */
  arquivo?: A;
  /** POST only: what it does (see `Efeito`); `cria` accepts `Idempotency-Key`. */
  efeito?: Efeito;
  /** Logins that open a session identify the app with the Basic client header (spec §7). */
  basic?: boolean;
  /** Error answers richer than `{ mensagem }` (e.g. a refused SMS code's `codigo`, spec §8), by status. */
  erros?: Partial<Record<400 | 401 | 403 | 404 | 409 | 429 | 503, z.ZodType>>;
}

/** Declares an operation, keeping its literal types (path, scope, schemas) for both sides. */
export function operacao<
  P extends Esquema = undefined,
  Q extends Esquema = undefined,
  B extends Esquema = undefined,
  R extends Esquema = undefined,
  A extends string | undefined = undefined,
>(o: Operacao<P, Q, B, R, A>): Operacao<P, Q, B, R, A> {
  if (o.escopo === 'cota' && !o.caminho.includes('{id}')) {
    throw new Error(`Operação de cota sem {id}: ${o.metodo} ${o.caminho}`);
  }
  if ((o.transparente || o.duranteAtualizacao) && o.escopo !== 'cliente' && o.escopo !== 'cota') {
    throw new Error(`Só uma operação de cliente declara os modos da sessão: ${o.metodo} ${o.caminho}`);
  }
  if (o.efeito && o.metodo !== 'POST') {
    throw new Error(`Só um POST declara efeito: ${o.metodo} ${o.caminho}`);
  }
  return o;
}

/** A creating POST: it takes an `Idempotency-Key` (ADR 0013). */
export const criaComChave = (op: Operacao): boolean => op.metodo === 'POST' && op.efeito === 'cria';

export const apiDaOperacao = (op: Operacao): Api =>
  op.api ?? (op.escopo === 'operador' ? 'operador' : 'cliente');

/**
 * What a caller sends: the schema's input, except that a coerced field (input `unknown`, e.g. `z.coerce.number()`
 * for a path id or a page) takes its output type, so the web's calls stay typed.
 */
type Entrada<E> = E extends z.ZodType
  ? {
      [K in keyof z.input<E>]: unknown extends z.input<E>[K]
        ? K extends keyof z.output<E>
          ? z.output<E>[K]
          : z.input<E>[K]
        : z.input<E>[K];
    }
  : undefined;
type Saida<E> = E extends z.ZodType ? z.output<E> : undefined;
export type ParamsDe<O> =
  O extends Operacao<infer P, Esquema, Esquema, Esquema, string | undefined> ? Entrada<P> : never;
export type QueryDe<O> =
  O extends Operacao<Esquema, infer Q, Esquema, Esquema, string | undefined> ? Entrada<Q> : never;
export type BodyDe<O> =
  O extends Operacao<Esquema, Esquema, infer B, Esquema, string | undefined> ? Entrada<B> : never;
/** The success body; `void` for 204 and files. */
export type RespostaDe<O> =
  O extends Operacao<Esquema, Esquema, Esquema, infer R, string | undefined>
    ? R extends z.ZodType
      ? z.output<R>
      : void
    : never;
/** What the handler receives after validation (defaults applied, strings coerced). */
export type ParamsValidadosDe<O> =
  O extends Operacao<infer P, Esquema, Esquema, Esquema, string | undefined> ? Saida<P> : never;
export type QueryValidadaDe<O> =
  O extends Operacao<Esquema, infer Q, Esquema, Esquema, string | undefined> ? Saida<Q> : never;
export type BodyValidadoDe<O> =
  O extends Operacao<Esquema, Esquema, infer B, Esquema, string | undefined> ? Saida<B> : never;

/** The concrete path of a call: `/cotas/{id}/boletos` with `{ id: 7 }` is `/cotas/7/boletos`. */
export function caminhoDaChamada(caminho: string, params: Record<string, unknown> | undefined): string {
  return caminho.replace(/\{(\w+)\}/g, (_, nome: string) => {
    const valor = params?.[nome];
    if (valor === undefined || valor === null || valor === '') {
      throw new Error(`Parâmetro ${nome} ausente em ${caminho}`);
    }
    return encodeURIComponent(String(valor));
  });
}

/** The same path as Fastify writes it: `/cotas/:id/boletos`. */
export const caminhoDoFastify = (caminho: string) => caminho.replace(/\{(\w+)\}/g, ':$1');

/**
 * The cache key of a call, derived from its path: `/cotas/{id}/boletos` with `{ id: 7 }` and `{ page: 2 }` is
 * `['cotas', 7, 'boletos', { page: 2 }]`. Every call about quota 7 starts with `['cotas', 7]`, so one prefix
 * invalidates them, and a prefix of a path is a prefix of its key. Back-office keys start with `'operador'`.
 */
export function chaveDoCaminho(
  caminho: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
  api: Api = 'cliente',
): unknown[] {
  const partes: unknown[] = api === 'operador' ? ['operador'] : [];
  for (const segmento of caminho.split('/')) {
    if (!segmento) continue;
    const nome = /^\{(\w+)\}$/.exec(segmento)?.[1];
    partes.push(nome ? params?.[nome] : segmento);
  }
  const filtros = Object.fromEntries(Object.entries(query ?? {}).filter(([, v]) => v !== undefined));
  if (Object.keys(filtros).length) partes.push(filtros);
  return partes;
}
