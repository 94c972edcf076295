import { expiracaoDoToken, type Operador } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { CHAVE_SESSAO_OPERADOR } from './session';
import { VERSAO_DO_APP } from './versao';

/**
 * The back-office session (ADR 0014): an analyst's short access token for /operador/v1, sent as
 * `Authorization: Bearer`. It lives only in this page's memory, never in storage a script could read later;
 * the refresh token is an HttpOnly cookie the browser sends to `/operador/v1/sessao/refresh` alone. A reload
 * or a new tab renews from the cookie; the server ends the session after 30 idle minutes or 8 hours.
 */
export interface SessaoOperador {
  accessToken: string;
  /** Epoch ms after which the token is treated as expired (server lifetime minus the margin). */
  expiraEm: number;
  operador: Operador;
}

// Before ADR 0014 the session (an 8-hour token) was kept in localStorage: a device that still has it forgets it.
try {
  globalThis.localStorage?.removeItem(CHAVE_SESSAO_OPERADOR);
} catch {
  /* storage disabled */
}

let atual: SessaoOperador | null = null;
/** The page has not yet asked the cookie for a session (a reload, a new tab): the layout waits for it. */
let restaurada = false;
const ouvintes = new Set<() => void>();
const avisar = () => ouvintes.forEach((o) => o());

function gravar(s: SessaoOperador | null): SessaoOperador | null {
  atual = s;
  avisar();
  return s;
}

/** The analyst chose to leave: the login that follows is not a detour to come back from. */
let saidaVoluntaria = false;

export function iniciarSessaoOperador(
  t: { access_token: string; expires_in: number; operador: Operador },
  agoraMs = Date.now(),
): SessaoOperador {
  saidaVoluntaria = false;
  restaurada = true;
  return gravar({
    accessToken: t.access_token,
    expiraEm: expiracaoDoToken(t.expires_in, agoraMs),
    operador: t.operador,
  })!;
}

/** The session while its access token is fresh, else null (the caller renews). */
export function lerSessaoOperador(agoraMs = Date.now()): SessaoOperador | null {
  return atual && agoraMs < atual.expiraEm ? atual : null;
}

let renovacao: Promise<SessaoOperador | null> | null = null;

async function pedirRenovacao(): Promise<SessaoOperador | null> {
  try {
    // The back-office's schemas come with its first renewal, not with every page's shell (ADR 0040).
    const { CAMINHO_COOKIE_REFRESH_OPERADOR, tokenOperadorSchema } =
      await import('@portal/domain/operador/operador.schemas');
    // `operadorOperacoes.refresh`, named by its path: this module is in every page's bundle, the back-office
    // catalogue is not.
    const resposta = await fetch(`${CAMINHO_COOKIE_REFRESH_OPERADOR}/refresh`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'x-client-id': 'portal-web',
        'x-app-version': VERSAO_DO_APP,
        'x-platform': 'web',
      },
    });
    if (!resposta.ok) return null;
    const tokens = tokenOperadorSchema.safeParse(await resposta.json());
    return tokens.success ? iniciarSessaoOperador(tokens.data) : null;
  } catch {
    return null;
  }
}

/**
 * Renews the access token with the refresh cookie, which the server rotates. One renewal at a time in this
 * page, and one at a time across this browser's tabs (a refresh token presented twice ends the session): the
 * second tab sends the cookie the first one left. Answers null when the session is over.
 */
export function renovarSessaoOperador(): Promise<SessaoOperador | null> {
  renovacao ??= (async () => {
    const travas = globalThis.navigator?.locks;
    const sessao = travas
      ? await travas.request('portal-operador-refresh', pedirRenovacao)
      : await pedirRenovacao();
    restaurada = true;
    if (!sessao) gravar(null);
    else avisar();
    return sessao;
  })().finally(() => {
    renovacao = null;
  });
  return renovacao;
}

const assinar = (ouvinte: () => void) => {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
};

/** The session as components see it (its access token may be due for renewal: the http client does that). */
export function useSessaoOperador(): SessaoOperador | null {
  return useSyncExternalStore(
    assinar,
    () => atual,
    () => null,
  );
}

/** Whether the page already asked the cookie for a session (on a reload the layout waits for the answer). */
export function useSessaoOperadorRestaurada(): boolean {
  return useSyncExternalStore(
    assinar,
    () => restaurada,
    () => false,
  );
}

/** The session ended without the analyst asking (expired, revoked): the login brings them back after. */
export function encerrarSessaoOperadorLocal(): void {
  restaurada = true;
  gravar(null);
}

/** Logout: the session goes and the login that follows remembers no page to return to. */
export function sairDoBackOffice(): void {
  saidaVoluntaria = true;
  restaurada = true;
  gravar(null);
}

export function houveSaidaVoluntaria(): boolean {
  return saidaVoluntaria;
}

/** The login screen is showing: from now on a page opened without a session is one to come back to. */
export function esquecerSaidaVoluntaria(): void {
  saidaVoluntaria = false;
}
