import { expiracaoDoToken, type Cota, type Perfil, type TokenResposta, type Usuario } from '@portal/domain';
import { criarArmazem, limparArmazenamentoLocal } from './armazem';

/** localStorage keys (spec §3: the session and the partner customisation are kept on the device). */
export const CHAVE_SESSAO = 'portal.sessao';
export const CHAVE_PARCEIRO = 'portal.parceiro';
/** Spec §8: the last 400/404 message, or null. */
export const CHAVE_MENSAGEM_ERRO = 'error-message';

/** Spec §3: access token, refresh token, token expiry, user profile, default quota object and id. */
export interface Sessao {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms after which the access token is treated as expired (server lifetime minus the margin). */
  expiraEm: number;
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
}

export const sessao = criarArmazem<Sessao>(CHAVE_SESSAO);

export function useSessao(): Sessao | null {
  return sessao.usar();
}

/** Stores a new token pair (login, refresh, quota selection); the default quota object survives if it is still the bound one. */
export function salvarTokens(t: TokenResposta, agoraMs = Date.now()): Sessao {
  const anterior = sessao.ler();
  const mesmaPessoa = anterior !== null && anterior.usuario.inscricaoNacional === t.usuario.inscricaoNacional;
  const nova: Sessao = {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiraEm: expiracaoDoToken(t.expires_in, agoraMs),
    usuario: t.usuario,
    perfil: t.perfil,
    idCotaPadrao: t.idCota,
    cotaPadrao: anterior?.cotaPadrao?.idCota === t.idCota ? anterior.cotaPadrao : null,
    // A transparent session stays transparent for its whole life, even if a renewed pair forgets to say so.
    transparente: t.transparente || (mesmaPessoa && anterior.transparente === true),
    atualizacaoObrigatoria: mesmaPessoa && anterior.atualizacaoObrigatoria === true,
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

/** Logout: everything on the device goes except the partner's look, which belongs to the domain. */
export function limparSessaoLocal(): void {
  limparArmazenamentoLocal([CHAVE_PARCEIRO, CHAVE_SESSAO_OPERADOR]);
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    /* storage disabled */
  }
}
