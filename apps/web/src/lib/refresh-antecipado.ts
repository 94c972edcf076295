import { VERSAO_DO_APP } from './versao';

/**
 * The reload's one POST /login/refresh, sent by the shell before the app's code has even downloaded, and on /home
 * the summary's GET right behind it (ADR 0062). Without them a reload waited for the scripts, then the refresh,
 * then the app's first render, then the page's data. The http client (`api.ts`) takes each answer once, in place
 * of sending its own: the refresh token rotates, so a reload must spend exactly one. Kept tiny: the shell loads it
 * on every page.
 */

const CLIENT_ID = 'portal-web';
export const BASIC = `Basic ${btoa(`${CLIENT_ID}:${CLIENT_ID}`)}`;
export const API_BASE = '/app-cliente/v1';

/** The headers every call of the customer app sends (spec §7). */
export function cabecalhosDoApp(accept = 'application/json'): Record<string, string> {
  return { accept, 'x-client-id': CLIENT_ID, 'x-app-version': VERSAO_DO_APP, 'x-platform': 'web' };
}

/** An answer older than this is left unused: the app took long enough that its own call costs nothing. */
const VALIDADE_MS = 30_000;

interface LeituraAntecipada {
  url: string;
  /** The access token it was sent with: the app takes it only when it would send that same token. */
  token: string;
  resposta: Response;
}

const RESUMO_DA_HOME = /^\/app-cliente\/v1\/cotas\/\d+\/home$/;

let refresh: { resposta: Promise<Response>; em: number } | null = null;
let leitura: { pedido: Promise<LeituraAntecipada | null>; em: number } | null = null;

/**
 * Pages that never renew (spec §4: login, forgot password, first access), the back-office, with its own session,
 * and the transparent login, which opens a new session: an old one's refresh answering after it would put the old
 * session's cookie back.
 */
const SEM_REFRESH_ANTECIPADO = /^\/(entrar|primeiro-acesso|operador|login-transparente)(\/|-|$)/;

/**
 * Sends the refresh now when a stored session will need it on this page (the cookie goes with it); on /home, the
 * summary of the quota the new token is bound to as soon as the token arrives.
 */
export function anteciparRefresh(
  temSessao: boolean,
  caminho = window.location.pathname,
  agora = Date.now(),
): void {
  if (!temSessao || SEM_REFRESH_ANTECIPADO.test(caminho)) return;
  const resposta = fetch(`${API_BASE}/login/refresh`, {
    method: 'POST',
    headers: { ...cabecalhosDoApp(), authorization: BASIC },
    credentials: 'same-origin',
  });
  // Whoever takes it handles its failure; untaken, a failure is nobody's.
  resposta.catch(() => undefined);
  refresh = { resposta, em: agora };
  if (caminho === '/home') leitura = { pedido: lerResumoDaHome(resposta), em: agora };
}

/** The refresh's own body stays for api.ts: this reads a copy, taken before anyone reads the original. */
async function lerResumoDaHome(refreshEmCurso: Promise<Response>): Promise<LeituraAntecipada | null> {
  try {
    const copia = (await refreshEmCurso).clone();
    if (!copia.ok) return null;
    const corpo = (await copia.json()) as { access_token?: unknown; idCota?: unknown };
    const { access_token: token, idCota } = corpo;
    if (typeof token !== 'string' || typeof idCota !== 'number') return null;
    const url = `${API_BASE}/cotas/${idCota}/home`;
    const resposta = await fetch(url, { headers: { ...cabecalhosDoApp(), access_token: token } });
    return { url, token, resposta };
  } catch {
    return null;
  }
}

/** The early refresh's answer, once; null when none was sent, it was already taken, or it is too old. */
export function tomarRefreshAntecipado(agora = Date.now()): Promise<Response> | null {
  const atual = refresh;
  refresh = null;
  return atual && agora - atual.em <= VALIDADE_MS ? atual.resposta : null;
}

/**
 * The early GET's answer when the app is about to send that very call with that very token, once; else null
 * (another call, another token, none sent, already taken or too old), and the app sends its own.
 */
export async function tomarLeituraAntecipada(
  url: string,
  token: string,
  agora = Date.now(),
): Promise<Response | null> {
  const atual = leitura;
  // Only the summary's own call waits for it: every other call goes at once.
  if (!atual || !RESUMO_DA_HOME.test(url)) return null;
  if (agora - atual.em > VALIDADE_MS) {
    leitura = null;
    return null;
  }
  const lida = await atual.pedido;
  if (!lida || lida.url !== url || lida.token !== token) return null;
  if (leitura === atual) leitura = null;
  else return null; // another caller took it meanwhile
  return lida.resposta;
}
