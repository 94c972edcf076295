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
}

export const sessao = criarArmazem<Sessao>(CHAVE_SESSAO);

export function useSessao(): Sessao | null {
  return sessao.usar();
}

/** Stores a new token pair (login, refresh, quota selection); the default quota object survives if it is still the bound one. */
export function salvarTokens(t: TokenResposta, agoraMs = Date.now()): Sessao {
  const anterior = sessao.ler();
  const nova: Sessao = {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiraEm: expiracaoDoToken(t.expires_in, agoraMs),
    usuario: t.usuario,
    perfil: t.perfil,
    idCotaPadrao: t.idCota,
    cotaPadrao: anterior?.cotaPadrao?.idCota === t.idCota ? anterior.cotaPadrao : null,
  };
  sessao.gravar(nova);
  return nova;
}

export function definirCotaPadrao(cota: Cota): void {
  const atual = sessao.ler();
  if (atual && atual.idCotaPadrao === cota.idCota) sessao.gravar({ ...atual, cotaPadrao: cota });
}

/** Logout: everything on the device goes except the partner's look, which belongs to the domain. */
export function limparSessaoLocal(): void {
  limparArmazenamentoLocal([CHAVE_PARCEIRO]);
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    /* storage disabled */
  }
}
