import { expiracaoDoToken, type Operador } from '@portal/domain';
import { criarArmazem } from './armazem';
import { CHAVE_SESSAO_OPERADOR } from './session';

/**
 * The back-office session (issue 4): an analyst's token for /operador/v1, kept apart from the customer's
 * session (its own localStorage key, sent as `Authorization: Bearer`). Neither session opens the other's pages.
 */
export interface SessaoOperador {
  accessToken: string;
  /** Epoch ms after which the token is treated as expired (server lifetime minus the margin). */
  expiraEm: number;
  operador: Operador;
}

export const sessaoOperador = criarArmazem<SessaoOperador>(CHAVE_SESSAO_OPERADOR);

/** The analyst chose to leave: the login that follows is not a detour to come back from. */
let saidaVoluntaria = false;

export function iniciarSessaoOperador(
  t: { access_token: string; expires_in: number; operador: Operador },
  agoraMs = Date.now(),
): SessaoOperador {
  const nova = {
    accessToken: t.access_token,
    expiraEm: expiracaoDoToken(t.expires_in, agoraMs),
    operador: t.operador,
  };
  saidaVoluntaria = false;
  sessaoOperador.gravar(nova);
  return nova;
}

/** The live session, or null once it expired (an 8-hour shift). */
export function lerSessaoOperador(agoraMs = Date.now()): SessaoOperador | null {
  const s = sessaoOperador.ler();
  return s && agoraMs < s.expiraEm ? s : null;
}

export function useSessaoOperador(): SessaoOperador | null {
  const s = sessaoOperador.usar();
  return s && Date.now() < s.expiraEm ? s : null;
}

/** The session ended without the analyst asking (expired, revoked): the login brings them back after. */
export function encerrarSessaoOperadorLocal(): void {
  sessaoOperador.limpar();
}

/** Logout: the session goes and the login that follows remembers no page to return to. */
export function sairDoBackOffice(): void {
  saidaVoluntaria = true;
  sessaoOperador.limpar();
}

export function houveSaidaVoluntaria(): boolean {
  return saidaVoluntaria;
}

/** The login screen is showing: from now on a page opened without a session is one to come back to. */
export function esquecerSaidaVoluntaria(): void {
  saidaVoluntaria = false;
}
