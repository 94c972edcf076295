import { expiracaoDoToken, type Cota, type Perfil, type TokenResposta, type Usuario } from '@portal/domain';
import { criarArmazem, limparArmazenamentoLocal } from './armazem';

/** localStorage keys (spec §3: the session and the partner customisation are kept on the device). */
export const CHAVE_SESSAO = 'portal.sessao';
export const CHAVE_PARCEIRO = 'portal.parceiro';
/** Spec §8: the last 400/404 message, or null. */
export const CHAVE_MENSAGEM_ERRO = 'error-message';

/**
 * What the device keeps of a session (spec §3, without the tokens: ADR 0015): user profile, default quota object
 * and id. Nothing here authenticates: the refresh token is in an HttpOnly cookie, the access token in memory.
 */
export interface Sessao {
  usuario: Usuario;
  perfil: Perfil;
  idCotaPadrao: number;
  cotaPadrao: Cota | null;
  /** Opened by a transparent login (spec §2, §6): restricted routes, no mandatory registration update. */
  transparente: boolean;
  /**
   * Spec §2 rule 4: the registration must be updated before anything else. Evaluated from the customer's cases
   * by a later journey; false until then, but the guard already obeys it.
   */
  atualizacaoObrigatoria: boolean;
  /** The customer's id (the access token's subject) for /usuarios/{id}; no answer carries it otherwise. */
  idUsuario?: number;
}

export const sessao = criarArmazem<Sessao>(CHAVE_SESSAO);

// Versions before ADR 0015 stored both tokens here: such a session is dropped (its refresh token has no cookie,
// so it could not be renewed anyway) and the tokens leave the device.
const guardada: object | null = sessao.ler();
if (guardada && ('refreshToken' in guardada || 'accessToken' in guardada)) sessao.limpar();

/**
 * This tab's access token, in memory only: a reload or a new tab gets its own from POST /login/refresh (the
 * cookie). It belongs to the person and quota it was issued for: when another tab logs in someone else or
 * selects another quota (the stored session changes), it is no longer used and the next call renews it.
 */
interface TokenDeAcesso {
  valor: string;
  /** Epoch ms after which it is treated as expired (server lifetime minus the margin). */
  expiraEm: number;
  inscricaoNacional: string;
  idCota: number;
}
let tokenDeAcesso: TokenDeAcesso | null = null;

export function tokenEmMemoria(): { accessToken: string; expiraEm: number } | null {
  const atual = sessao.ler();
  const t = tokenDeAcesso;
  if (!t || !atual) return null;
  if (atual.usuario.inscricaoNacional !== t.inscricaoNacional || atual.idCotaPadrao !== t.idCota) return null;
  return { accessToken: t.valor, expiraEm: t.expiraEm };
}

/** The subject (`sub`) of a JWT, read without verifying it: the server checks every call. */
export function idDoToken(token: string): number | undefined {
  const carga = token.split('.')[1];
  if (!carga) return undefined;
  try {
    const json = atob(carga.replace(/-/g, '+').replace(/_/g, '/'));
    const id = Number((JSON.parse(json) as { sub?: unknown }).sub);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

export function useSessao(): Sessao | null {
  return sessao.usar();
}

/**
 * Takes a session answer (login, refresh, quota selection): the access token stays in memory, the rest is stored;
 * the default quota object survives if it is still the bound one.
 */
export function salvarTokens(t: TokenResposta, agoraMs = Date.now()): Sessao {
  const anterior = sessao.ler();
  const mesmaPessoa = anterior !== null && anterior.usuario.inscricaoNacional === t.usuario.inscricaoNacional;
  tokenDeAcesso = {
    valor: t.access_token,
    expiraEm: expiracaoDoToken(t.expires_in, agoraMs),
    inscricaoNacional: t.usuario.inscricaoNacional,
    idCota: t.idCota,
  };
  const nova: Sessao = {
    usuario: t.usuario,
    perfil: t.perfil,
    idCotaPadrao: t.idCota,
    cotaPadrao: anterior?.cotaPadrao?.idCota === t.idCota ? anterior.cotaPadrao : null,
    // A transparent session stays transparent for its whole life, even if a renewed pair forgets to say so.
    transparente: t.transparente || (mesmaPessoa && anterior.transparente === true),
    atualizacaoObrigatoria: mesmaPessoa && anterior.atualizacaoObrigatoria === true,
    idUsuario: idDoToken(t.access_token),
  };
  sessao.gravar(nova);
  return nova;
}

export function definirCotaPadrao(cota: Cota): void {
  const atual = sessao.ler();
  if (atual && atual.idCotaPadrao === cota.idCota) sessao.gravar({ ...atual, cotaPadrao: cota });
}

/** Starts a brand-new session (a login): nothing of a previous session on this device carries over. */
export function iniciarSessao(t: TokenResposta, agoraMs = Date.now()): Sessao {
  sessao.limpar();
  return salvarTokens(t, agoraMs);
}

/** After a successful password change the current session goes on without the expired-password restriction. */
export function marcarSenhaAlterada(): void {
  const atual = sessao.ler();
  if (atual) sessao.gravar({ ...atual, perfil: { ...atual.perfil, senhaExpirada: false } });
}

/**
 * Spec §2 rule 4, 03 §4: the case-check sequence of `idCota` decided whether the registration must be updated.
 * Ignored when the session moved to another quota meanwhile (a late answer must not lock the new quota), and
 * never set in transparent login (03 §4 condition c).
 */
export function definirAtualizacaoObrigatoria(idCota: number, obrigatoria: boolean): void {
  const atual = sessao.ler();
  if (!atual || atual.idCotaPadrao !== idCota) return;
  const valor = obrigatoria && !atual.transparente;
  if (atual.atualizacaoObrigatoria !== valor) sessao.gravar({ ...atual, atualizacaoObrigatoria: valor });
}

/** The back-office session (journey operador) is another person's: a customer's logout leaves it alone. */
export const CHAVE_SESSAO_OPERADOR = 'portal.operador';

/**
 * Which passkeys this device holds, per partner (`portal.biometria.<idParceiro>`, credential ids only): it
 * decides whether the login offers 'Entrar com biometria', so it outlives the session (lib/biometria.ts).
 */
export const PREFIXO_BIOMETRIA_DO_APARELHO = 'portal.biometria.';

/**
 * Logout: everything on the device goes except the partner's look, which belongs to the domain, and the
 * passkeys it holds, which belong to the device.
 */
export function limparSessaoLocal(): void {
  tokenDeAcesso = null;
  limparArmazenamentoLocal([CHAVE_PARCEIRO, CHAVE_SESSAO_OPERADOR], [PREFIXO_BIOMETRIA_DO_APARELHO]);
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    /* storage disabled */
  }
}
