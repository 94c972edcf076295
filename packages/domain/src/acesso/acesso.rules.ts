/** Access rules shared by the web session, the route guard and the API's login endpoint. */

/** Spec §4/§9: the client treats the access token as expired 30 s early, so a call never races its expiry. */
export const MARGEM_EXPIRACAO_TOKEN_S = 30;
/** Spec §9: access tokens live 15 minutes. */
export const VALIDADE_ACCESS_TOKEN_S = 900;

/** Epoch ms after which the client refreshes: now + (expires_in − 30 s), never in the past. */
export function expiracaoDoToken(expiresInS: number, agoraMs: number): number {
  return agoraMs + Math.max(0, expiresInS - MARGEM_EXPIRACAO_TOKEN_S) * 1000;
}

/** Spec §5 and §9: the password is exactly 6 digits. */
export const TAMANHO_SENHA = 6;

export const MENSAGENS_SENHA = {
  somenteNumeros: 'Use somente números.',
  tamanho: `A senha deve ter exatamente ${TAMANHO_SENHA} números.`,
  igualAtual: 'A nova senha deve ser diferente da senha atual.',
  naoConferem: 'As senhas não conferem.',
} as const;

/** First problem with a new password, in the order the user can fix them; null when acceptable. */
export function validarNovaSenha(s: { atual: string; nova: string; confirmacao: string }): string | null {
  if (!/^\d*$/.test(s.nova)) return MENSAGENS_SENHA.somenteNumeros;
  if (s.nova.length !== TAMANHO_SENHA) return MENSAGENS_SENHA.tamanho;
  if (s.nova === s.atual) return MENSAGENS_SENHA.igualAtual;
  if (s.confirmacao !== s.nova) return MENSAGENS_SENHA.naoConferem;
  return null;
}

/**
 * Brute-force policy: a 6-digit password has only a million values, so failures slow the next attempt
 * (2 s after the 3rd, 4 s after the 4th) and the 5th locks the account for 15 minutes from the last failure.
 * Pure: the API stores the counter and the last failure time, and resets them on success.
 */
export const FALHAS_PARA_BLOQUEIO = 5;
export const BLOQUEIO_LOGIN_MINUTOS = 15;
const FALHAS_SEM_ESPERA = 2;

export type PoliticaDeLogin =
  { permitido: true } | { permitido: false; esperarSegundos: number; bloqueado: boolean };
export type LoginRecusado = Extract<PoliticaDeLogin, { permitido: false }>;

export function politicaDeLogin(
  falhasConsecutivas: number,
  ultimaFalhaMs: number | null,
  agoraMs: number,
): PoliticaDeLogin {
  if (falhasConsecutivas <= FALHAS_SEM_ESPERA || ultimaFalhaMs === null) return { permitido: true };
  const bloqueado = falhasConsecutivas >= FALHAS_PARA_BLOQUEIO;
  const esperaMs = bloqueado
    ? BLOQUEIO_LOGIN_MINUTOS * 60_000
    : 2 ** (falhasConsecutivas - FALHAS_SEM_ESPERA) * 1000;
  // Capped at the full wait so a clock that moved backwards cannot extend the lock.
  const restanteMs = Math.min(esperaMs, ultimaFalhaMs + esperaMs - agoraMs);
  if (restanteMs <= 0) return { permitido: true };
  return { permitido: false, esperarSegundos: Math.ceil(restanteMs / 1000), bloqueado };
}

/** Portuguese message for a refused attempt; minutes are rounded up so the user never retries too early. */
export function mensagemDeEspera(r: Pick<LoginRecusado, 'esperarSegundos' | 'bloqueado'>): string {
  if (r.bloqueado) {
    const minutos = Math.max(1, Math.ceil(r.esperarSegundos / 60));
    return `Por segurança, o acesso foi bloqueado após várias tentativas sem sucesso. Tente novamente em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`;
  }
  const segundos = Math.max(1, Math.ceil(r.esperarSegundos));
  return `Aguarde ${segundos} ${segundos === 1 ? 'segundo' : 'segundos'} antes de tentar novamente.`;
}

/** Routes the guard itself redirects to (spec §2). */
export const ROTA_LOGIN = '/entrar';
export const ROTA_HOME = '/home';
export const ROTA_SENHA_ATUAL = '/alterarsenha/atual';
export const ROTA_SENHA_NOVA = '/alterarsenha/nova';
export const ROTA_BIOMETRIA = '/biometria';
export const ROTA_ATUALIZACAO_OBRIGATORIA = '/atualizacao-obrigatoria';
export const ROTA_CONFIRMAR_DADOS = '/confirmar-dados-cadastrais';

export interface RotaProtegida {
  caminho: string;
  requerAutenticacao: boolean;
  permiteTransparente: boolean;
  /** Fallback route for desktop browsers (spec: redirect-if-not-mobile). */
  redirecionarSeNaoMobile?: string;
  /** Part of the registration-update flow (profile, address, documents, token steps…). */
  telaDeAtualizacao?: boolean;
}

export interface SessaoDaRota {
  autenticado: boolean;
  transparente: boolean;
  senhaExpirada: boolean;
  atualizacaoObrigatoria: boolean;
  mobile: boolean;
}

export type DecisaoDeRota =
  | { tipo: 'permitir' }
  | { tipo: 'redirecionar'; para: string; lembrarDestino?: boolean; reiniciarLogin?: boolean };

/** '/home/' and '/home' are the same route; query and hash are not part of the decision. */
function normalizarCaminho(caminho: string): string {
  const semQuery = caminho.split(/[?#]/)[0] ?? '';
  return semQuery.length > 1 ? semQuery.replace(/\/+$/, '') : semQuery;
}

/**
 * Route guard (spec §2), rules in order. Each redirect targets a route that the same rule lets through, so
 * the guard never loops. Rule 5 (consuming the remembered destination after login) belongs to the login
 * screen: here it is the `lembrarDestino` flag of rule 1.
 */
export function decidirRota(rota: RotaProtegida, sessao: SessaoDaRota): DecisaoDeRota {
  const caminho = normalizarCaminho(rota.caminho);

  // 1. Needs a session: to login; remember the target (not home, not in transparent mode), or reset the
  //    transparent login state, which cannot be resumed by typing credentials.
  if (rota.requerAutenticacao && !sessao.autenticado) {
    return {
      tipo: 'redirecionar',
      para: ROTA_LOGIN,
      ...(!sessao.transparente && caminho !== ROTA_HOME ? { lembrarDestino: true } : {}),
      ...(sessao.transparente ? { reiniciarLogin: true } : {}),
    };
  }

  // 2. Expired password: only the password screens and biometrics (which re-authenticates) stay reachable. Not in
  //    transparent login, which may change no password (ADR 0016): the next full login asks for it.
  const rotasDeSenha = [ROTA_SENHA_ATUAL, ROTA_SENHA_NOVA, ROTA_BIOMETRIA];
  if (
    sessao.senhaExpirada &&
    !sessao.transparente &&
    rota.requerAutenticacao &&
    !rotasDeSenha.includes(caminho)
  ) {
    return { tipo: 'redirecionar', para: ROTA_SENHA_ATUAL };
  }

  // 3. Transparent login is confined to the routes flagged for it.
  if (sessao.transparente && !rota.permiteTransparente && caminho !== ROTA_HOME) {
    return { tipo: 'redirecionar', para: ROTA_HOME };
  }

  // 3b. Mobile-only screens send desktop browsers to their fallback (transparent login is embedded, exempt).
  const fallback = rota.redirecionarSeNaoMobile;
  if (fallback && !sessao.mobile && !sessao.transparente && normalizarCaminho(fallback) !== caminho) {
    return { tipo: 'redirecionar', para: fallback };
  }

  // 4. Mandatory registration update (suppressed in transparent login, spec §6).
  const liberadas = [ROTA_CONFIRMAR_DADOS, ROTA_ATUALIZACAO_OBRIGATORIA, ROTA_HOME];
  if (
    sessao.atualizacaoObrigatoria &&
    !sessao.transparente &&
    !rota.telaDeAtualizacao &&
    !liberadas.includes(caminho)
  ) {
    return { tipo: 'redirecionar', para: ROTA_ATUALIZACAO_OBRIGATORIA };
  }

  return { tipo: 'permitir' };
}
