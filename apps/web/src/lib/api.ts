import { ATUALIZACAO_CADASTRAL_PENDENTE } from '@portal/domain';
import type { ZodType } from 'zod';
import { iniciarCarregamento, reiniciarCarregamento, terminarCarregamento } from './loading';
import { encerrarSessaoOperadorLocal, lerSessaoOperador, renovarSessaoOperador } from './sessao-operador';
import {
  CHAVE_MENSAGEM_ERRO,
  definirAtualizacaoObrigatoria,
  limparSessaoLocal,
  salvarTokens,
  sessao,
  tokenEmMemoria,
} from './session';
import {
  API_BASE,
  BASIC,
  cabecalhosDoApp,
  tomarLeituraAntecipada,
  tomarRefreshAntecipado,
} from './refresh-antecipado';

/**
 * The one http client (ARCHITECTURE.md): headers, access token, the refresh queue and error storage (spec §4,
 * §7, §8). It also speaks to the back-office API (`apiOperador`): same headers and error handling, but the
 * operator's own session, sent as `Authorization: Bearer` and renewed by its refresh cookie (ADR 0014).
 */

const API_BASE_OPERADOR = '/operador/v1';
const MENSAGEM_SESSAO_OPERADOR_EXPIRADA = 'Sua sessão no back-office terminou. Entre novamente.';

const MENSAGEM_SESSAO_EXPIRADA = 'Sua sessão expirou. Entre novamente para continuar.';
export const MENSAGEM_ERRO_SISTEMA = 'Erro no sistema, tente novamente mais tarde';
const MENSAGEM_SEM_CONEXAO = 'Não foi possível conectar. Verifique sua internet e tente novamente.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly mensagem: string,
    /** The server's machine-readable `codigo` when it sends one (e.g. INVALID_VALIDATION_CODE). */
    readonly codigo?: string,
  ) {
    super(mensagem);
  }
}

/** Status 0 (no answer at all) and the gateway errors: the API cannot be reached, as opposed to refusing the call. */
const STATUS_INDISPONIVEL = new Set([0, 502, 503, 504]);
export function apiInalcancavel(erro: unknown): boolean {
  return erro instanceof ApiError && STATUS_INDISPONIVEL.has(erro.status);
}

/**
 * Spec §7: no access_token on partner configuration, the logins (password, transparent, passkey), password
 * recovery and versions.
 */
const PUBLICOS = [
  /^\/parceiros(\/|$)/,
  /^\/login$/,
  /^\/login\/refresh$/,
  /^\/login\/recuperar-senha\/cliente$/,
  /^\/login\/transparente$/,
  /^\/login\/biometria(\/opcoes)?$/,
  /^\/versoes(\/|$)/,
  /^\/boletos\/verificar$/,
];
/** The logins that open a session identify the app with the Basic client header. */
const COM_BASIC = [/^\/login$/, /^\/login\/refresh$/, /^\/login\/transparente$/, /^\/login\/biometria$/];
/** Spec §4: no refresh attempt on login, forgot-password or first-access pages. */
const PAGINAS_SEM_REFRESH = /^\/(entrar|primeiro-acesso)/;

function caminhoPublico(caminho: string): boolean {
  const semQuery = caminho.split('?')[0] ?? caminho;
  return PUBLICOS.some((r) => r.test(semQuery));
}

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OpcoesPedido<T> {
  method?: Metodo;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Validates the answer against the wire contract. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** The `accept` header; JSON unless the call answers a file. */
  accept?: string;
  /** From the operation catalogue: a call without `access_token` (else guessed from the path). */
  publico?: boolean;
  /** From the operation catalogue: a login that sends the Basic client header (else guessed from the path). */
  basic?: boolean;
  /** `Idempotency-Key` of a creating POST: one per user action, the same on this call's retries (ADR 0013). */
  chaveIdempotencia?: string;
}

export interface SessaoEncerrada {
  /** The session that ended was a transparent login (no pending redirect is kept for it, spec §2 rule 1). */
  transparente: boolean;
}

let aoSessaoExpirar: (info: SessaoEncerrada) => void = () => undefined;
let aoSessaoOperadorExpirar: () => void = () => undefined;
/** The app decides where an expired session goes (the router's /entrar); kept out of this module to stay testable. */
export function configurarApi(opcoes: {
  aoSessaoExpirar: (info: SessaoEncerrada) => void;
  /** The back-office session ended (expired, logged out elsewhere): the app shows the operator login. */
  aoSessaoOperadorExpirar?: () => void;
}): void {
  aoSessaoExpirar = opcoes.aoSessaoExpirar;
  if (opcoes.aoSessaoOperadorExpirar) aoSessaoOperadorExpirar = opcoes.aoSessaoOperadorExpirar;
}

type Base = typeof API_BASE | typeof API_BASE_OPERADOR;

function montarUrl(caminho: string, query?: OpcoesPedido<unknown>['query'], base: Base = API_BASE): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return `${base}${caminho}${qs ? `${caminho.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

function enviar(
  caminho: string,
  opcoes: OpcoesPedido<unknown>,
  accessToken: string | null,
  base: Base = API_BASE,
): Promise<Response> {
  const headers = cabecalhosDoApp(opcoes.accept);
  // A FormData (a file upload) goes as multipart: the browser writes its content-type with the boundary.
  const formulario = opcoes.body instanceof FormData;
  if (opcoes.body !== undefined && !formulario) headers['content-type'] = 'application/json';
  if (opcoes.chaveIdempotencia) headers['idempotency-key'] = opcoes.chaveIdempotencia;
  // The operator's token goes as a bearer; the customer API's own `access_token` header never goes there.
  if (base === API_BASE_OPERADOR) {
    if (accessToken) headers['authorization'] = `Bearer ${accessToken}`;
  } else {
    if (accessToken) headers['access_token'] = accessToken;
    if (opcoes.basic ?? COM_BASIC.some((r) => r.test(caminho))) headers['authorization'] = BASIC;
  }
  return fetch(montarUrl(caminho, opcoes.query, base), {
    method: opcoes.method ?? 'GET',
    headers,
    body:
      opcoes.body === undefined
        ? undefined
        : formulario
          ? (opcoes.body as FormData)
          : JSON.stringify(opcoes.body),
    signal: opcoes.signal,
    // The refresh token's HttpOnly cookie (path /login) goes with the session calls, and only to our origin.
    credentials: 'same-origin',
  });
}

function guardarMensagemErro(mensagem: string | null): void {
  try {
    globalThis.localStorage?.setItem(CHAVE_MENSAGEM_ERRO, JSON.stringify(mensagem));
  } catch {
    /* storage disabled */
  }
}

async function lerCorpo(resposta: Response): Promise<unknown> {
  const texto = await resposta.text();
  if (!texto) return undefined;
  try {
    return JSON.parse(texto);
  } catch {
    return undefined;
  }
}

function codigoDoCorpo(corpo: unknown): string | undefined {
  const codigo = corpo && typeof corpo === 'object' ? (corpo as { codigo?: unknown }).codigo : undefined;
  return typeof codigo === 'string' ? codigo : undefined;
}

function mensagemDoCorpo(corpo: unknown): string | null {
  if (corpo && typeof corpo === 'object') {
    const { mensagem, detail } = corpo as { mensagem?: unknown; detail?: unknown };
    if (typeof mensagem === 'string' && mensagem) return mensagem;
    if (typeof detail === 'string' && detail) return detail;
  }
  return null;
}

/**
 * Spec §8: 400/404 keep the server's message under `error-message`; anything else stores null. That storage
 * is the customer app's: back-office errors (`guardar` false) are only thrown.
 */
async function rejeitar(resposta: Response, guardar = true): Promise<never> {
  const corpo = await lerCorpo(resposta);
  const mensagem = mensagemDoCorpo(corpo);
  const guardavel = resposta.status === 400 || resposta.status === 404;
  if (guardar) guardarMensagemErro(guardavel ? mensagem : null);
  throw new ApiError(resposta.status, mensagem ?? MENSAGEM_ERRO_SISTEMA, codigoDoCorpo(corpo));
}

/** Spec §4: the session is over. Clear the device, reset the loading state and go to login. */
function encerrarSessao(): ApiError {
  const transparente = sessao.ler()?.transparente === true;
  limparSessaoLocal();
  reiniciarCarregamento();
  aoSessaoExpirar({ transparente });
  return new ApiError(401, MENSAGEM_SESSAO_EXPIRADA);
}

let refreshEmCurso: Promise<string> | null = null;

/**
 * One refresh at a time: every call that meets a 401 meanwhile waits for this same promise, then retries. The
 * refresh token is the HttpOnly cookie, which the browser sends and the answer rotates; tabs share it, and the
 * server's grace window gives two tabs that refresh at once the same successor (ADR 0002, 0015).
 */
function renovarToken(): Promise<string> {
  refreshEmCurso ??= (async () => {
    if (!sessao.ler()) throw encerrarSessao();
    let resposta: Response;
    try {
      // The shell may have sent this reload's refresh already (ADR 0062): its answer is ours, once.
      resposta = await (tomarRefreshAntecipado() ?? enviar('/login/refresh', { method: 'POST' }, null));
    } catch {
      // Every reload renews here: an unreachable API is not a refused session (the app shows /indisponivel).
      throw new ApiError(0, MENSAGEM_SEM_CONEXAO);
    }
    // Only a refusal ends the session: a busy (429) or failing (5xx) API leaves it for the next try.
    if (resposta.status === 429 || resposta.status >= 500) return rejeitar(resposta);
    if (!resposta.ok) throw encerrarSessao();
    // The schema comes with the first renewal, not with the shell (ADR 0040).
    const { tokenRespostaSchema } = await import('@portal/domain/acesso/acesso.schemas');
    const tokens = tokenRespostaSchema.safeParse(await lerCorpo(resposta));
    if (!tokens.success) throw encerrarSessao();
    salvarTokens(tokens.data);
    return tokens.data.access_token;
  })().finally(() => {
    refreshEmCurso = null;
  });
  return refreshEmCurso;
}

function podeRenovarAqui(): boolean {
  const pagina = globalThis.location?.pathname ?? '/';
  return !PAGINAS_SEM_REFRESH.test(pagina);
}

async function tokenValido(): Promise<string> {
  if (refreshEmCurso) return refreshEmCurso;
  // Spec §4: no session at all aborts the call as expired and logs out.
  if (!sessao.ler()) throw encerrarSessao();
  const atual = tokenEmMemoria();
  // A reload or a new tab (or another tab changed the session): no token in this tab yet, the cookie gets one.
  if (!atual) return renovarToken();
  if (Date.now() >= atual.expiraEm && podeRenovarAqui()) return renovarToken();
  return atual.accessToken;
}

/** The shell's early GET of this very call, with this very token (ADR 0062), if there is one to take. */
function leituraAntecipada(caminho: string, opcoes: OpcoesPedido<unknown>, token: string | null) {
  if (!token || (opcoes.method ?? 'GET') !== 'GET') return null;
  return tomarLeituraAntecipada(montarUrl(caminho, opcoes.query), token);
}

/** Sends the call with the session's token (refreshing on 401) and answers the successful response; errors throw. */
async function responder(caminho: string, opcoes: OpcoesPedido<unknown>): Promise<Response> {
  const publico = opcoes.publico ?? caminhoPublico(caminho);
  let token = publico ? null : await tokenValido();
  let resposta: Response;
  try {
    resposta = (await leituraAntecipada(caminho, opcoes, token)) ?? (await enviar(caminho, opcoes, token));
    if (resposta.status === 401 && !publico && podeRenovarAqui()) {
      // Another call may already have renewed it while this one was in flight: only refresh if our token is the current one.
      const atual = tokenEmMemoria()?.accessToken;
      token = atual && atual !== token ? atual : await renovarToken();
      resposta = await enviar(caminho, opcoes, token);
      if (resposta.status === 401) throw encerrarSessao();
    }
  } catch (erro) {
    if (erro instanceof ApiError || (erro instanceof DOMException && erro.name === 'AbortError')) throw erro;
    guardarMensagemErro(null);
    throw new ApiError(0, MENSAGEM_SEM_CONEXAO);
  }
  if (!resposta.ok) {
    if (resposta.status === 403 && !publico) await notarAtualizacaoPendente(resposta.clone());
    return rejeitar(resposta);
  }
  return resposta;
}

/**
 * An analyst started the mandatory registration update during this session: the API refuses the call (ADR
 * 0016), and the route guard, told here, takes the customer to the update screen.
 */
async function notarAtualizacaoPendente(resposta: Response) {
  const idCota = sessao.ler()?.idCotaPadrao;
  if (idCota !== undefined && mensagemDoCorpo(await lerCorpo(resposta)) === ATUALIZACAO_CADASTRAL_PENDENTE)
    definirAtualizacaoObrigatoria(idCota, true);
}

async function executar<T>(caminho: string, opcoes: OpcoesPedido<T>): Promise<T> {
  return lerResposta(caminho, await responder(caminho, opcoes), opcoes);
}

/** A file answer (a PDF): same headers, token refresh and error storage as the JSON calls. */
async function executarArquivo(caminho: string, opcoes: OpcoesPedido<Blob>): Promise<Blob> {
  const resposta = await responder(caminho, { accept: '*/*', ...opcoes });
  try {
    return await resposta.blob();
  } catch (erro) {
    // The connection dropped halfway through the file.
    if (erro instanceof DOMException && erro.name === 'AbortError') throw erro;
    guardarMensagemErro(null);
    throw new ApiError(0, MENSAGEM_SEM_CONEXAO);
  }
}

async function lerResposta<T>(caminho: string, resposta: Response, opcoes: OpcoesPedido<T>): Promise<T> {
  if (resposta.status === 204) return undefined as T;
  const corpo = await lerCorpo(resposta);
  if (!opcoes.schema) return corpo as T;
  const lido = opcoes.schema.safeParse(corpo);
  if (lido.success) return lido.data;
  console.error(`Resposta de ${caminho} fora do contrato`, lido.error.issues);
  throw new ApiError(resposta.status, MENSAGEM_ERRO_SISTEMA);
}

/** The back-office session is over: forget it on this device and let the app show the operator login. */
function encerrarSessaoOperador(): ApiError {
  encerrarSessaoOperadorLocal();
  reiniciarCarregamento();
  aoSessaoOperadorExpirar();
  return new ApiError(401, MENSAGEM_SESSAO_OPERADOR_EXPIRADA);
}

/**
 * /operador/v1: the operator's bearer token on every call but the login and the renewal. The token lives in
 * memory only: when it is missing or stale (a reload) or the server answers 401, the refresh cookie renews it
 * once; if that fails, the back-office session is over.
 */
async function executarOperador<T>(caminho: string, opcoes: OpcoesPedido<T>): Promise<T> {
  return lerResposta(caminho, await responderOperador(caminho, opcoes), opcoes);
}

/** The successful answer of a back-office call (token, one renewal on 401); errors throw. */
async function responderOperador(caminho: string, opcoes: OpcoesPedido<unknown>): Promise<Response> {
  const publico = opcoes.publico ?? caminho === '/login';
  let token: string | null = null;
  if (!publico) {
    const atual = lerSessaoOperador() ?? (await renovarSessaoOperador());
    if (!atual) throw encerrarSessaoOperador();
    token = atual.accessToken;
  }
  let resposta: Response;
  try {
    resposta = await enviar(caminho, opcoes, token, API_BASE_OPERADOR);
    if (resposta.status === 401 && !publico) {
      // Another call may have renewed it meanwhile: only renew if ours is still the current token.
      const agora = lerSessaoOperador();
      const nova = agora && agora.accessToken !== token ? agora : await renovarSessaoOperador();
      if (!nova) throw encerrarSessaoOperador();
      resposta = await enviar(caminho, opcoes, nova.accessToken, API_BASE_OPERADOR);
      if (resposta.status === 401) throw encerrarSessaoOperador();
    }
  } catch (erro) {
    if (erro instanceof ApiError || (erro instanceof DOMException && erro.name === 'AbortError')) throw erro;
    throw new ApiError(0, MENSAGEM_SEM_CONEXAO);
  }
  if (!resposta.ok) return rejeitar(resposta, false);
  return resposta;
}

/** Sends one call; the global loading counter tracks it from start to end. */
export async function pedir<T = unknown>(caminho: string, opcoes: OpcoesPedido<T> = {}): Promise<T> {
  iniciarCarregamento();
  try {
    return await executar(caminho, opcoes);
  } finally {
    terminarCarregamento();
  }
}

/** Sends one call that answers a file (a PDF) as a Blob; the global loading counter tracks it too. */
export async function pedirArquivo(caminho: string, opcoes: OpcoesPedido<Blob> = {}): Promise<Blob> {
  iniciarCarregamento();
  try {
    return await executarArquivo(caminho, opcoes);
  } finally {
    terminarCarregamento();
  }
}

/**
 * A back-office file (a case's document) as a Blob: the operator's token is a bearer header, so a page shows it
 * through an object URL of this Blob, never a link the browser would fetch without the header.
 */
export async function pedirArquivoOperador(caminho: string, opcoes: OpcoesPedido<Blob> = {}): Promise<Blob> {
  iniciarCarregamento();
  try {
    const resposta = await responderOperador(caminho, { accept: '*/*', ...opcoes });
    try {
      return await resposta.blob();
    } catch (erro) {
      if (erro instanceof DOMException && erro.name === 'AbortError') throw erro;
      throw new ApiError(0, MENSAGEM_SEM_CONEXAO);
    }
  } finally {
    terminarCarregamento();
  }
}

/** Sends one back-office call (/operador/v1); the global loading counter tracks it too. */
export async function pedirOperador<T = unknown>(caminho: string, opcoes: OpcoesPedido<T> = {}): Promise<T> {
  iniciarCarregamento();
  try {
    return await executarOperador(caminho, opcoes);
  } finally {
    terminarCarregamento();
  }
}

export const api = {
  get: <T>(caminho: string, opcoes?: Omit<OpcoesPedido<T>, 'method' | 'body'>) =>
    pedir<T>(caminho, { ...opcoes, method: 'GET' }),
  post: <T>(caminho: string, body?: unknown, opcoes?: Omit<OpcoesPedido<T>, 'method' | 'body'>) =>
    pedir<T>(caminho, { ...opcoes, method: 'POST', body }),
  put: <T>(caminho: string, body?: unknown, opcoes?: Omit<OpcoesPedido<T>, 'method' | 'body'>) =>
    pedir<T>(caminho, { ...opcoes, method: 'PUT', body }),
  patch: <T>(caminho: string, body?: unknown, opcoes?: Omit<OpcoesPedido<T>, 'method' | 'body'>) =>
    pedir<T>(caminho, { ...opcoes, method: 'PATCH', body }),
  delete: <T>(caminho: string, opcoes?: Omit<OpcoesPedido<T>, 'method' | 'body'>) =>
    pedir<T>(caminho, { ...opcoes, method: 'DELETE' }),
  /** GET of a binary document (e.g. a PDF that needs the access token) as a Blob. */
  arquivo: (caminho: string, opcoes?: Omit<OpcoesPedido<Blob>, 'method' | 'body' | 'schema'>) =>
    pedirArquivo(caminho, { ...opcoes, method: 'GET' }),
};

/** The back-office API (/operador/v1) through the same client. */
export const apiOperador = {
  get: <T>(caminho: string, opcoes?: Omit<OpcoesPedido<T>, 'method' | 'body'>) =>
    pedirOperador<T>(caminho, { ...opcoes, method: 'GET' }),
  post: <T>(caminho: string, body?: unknown, opcoes?: Omit<OpcoesPedido<T>, 'method' | 'body'>) =>
    pedirOperador<T>(caminho, { ...opcoes, method: 'POST', body }),
  put: <T>(caminho: string, body?: unknown, opcoes?: Omit<OpcoesPedido<T>, 'method' | 'body'>) =>
    pedirOperador<T>(caminho, { ...opcoes, method: 'PUT', body }),
  patch: <T>(caminho: string, body?: unknown, opcoes?: Omit<OpcoesPedido<T>, 'method' | 'body'>) =>
    pedirOperador<T>(caminho, { ...opcoes, method: 'PATCH', body }),
};
