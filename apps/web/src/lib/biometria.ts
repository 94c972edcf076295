import { criarArmazem, type Armazem } from './armazem';
import { PREFIXO_BIOMETRIA_DO_APARELHO } from './session';

/** An IPv4 or IPv6 literal: WebAuthn needs a domain as relying-party id, so passkeys cannot work there. */
function hostEhIp(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
}

/**
 * The browser has WebAuthn (the check @simplewebauthn does, written here so that asking does not bring the
 * library's ceremonies along: the login page loads them only when 'Entrar com biometria' is used).
 */
const temWebAuthn = () => typeof globalThis.PublicKeyCredential === 'function';

/** The browser can create and use passkeys on this address (a secure context on a domain name, localhost included). */
export function suportaBiometria(): boolean {
  if (typeof window === 'undefined' || !temWebAuthn()) return false;
  return window.isSecureContext && !hostEhIp(window.location.hostname);
}

/** 'Chrome no Android', 'Safari no iPhone': how a registered passkey is listed back to its owner. */
export function nomeDoDispositivo(ua = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const navegador = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /SamsungBrowser\//.test(ua)
          ? 'Samsung Internet'
          : /Chrome\/|Chromium\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Navegador';
  const sistema = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /Windows/.test(ua)
            ? 'Windows'
            : /CrOS/.test(ua)
              ? 'Chromebook'
              : /Linux/.test(ua)
                ? 'Linux'
                : '';
  return sistema ? `${navegador} no ${sistema}` : navegador;
}

/**
 * Which passkeys this device holds (issue 14: offer 'Entrar com biometria' only where there is one). Kept per
 * partner, as credential ids only — nothing secret: the id is what the browser shows the server at each login.
 * Written after an enrolment or a passkey login here, and pruned when a passkey is removed here or the server
 * no longer knows it.
 */
const marcadores = new Map<number, Armazem<string[]>>();
function marcador(idParceiro: number): Armazem<string[]> {
  let armazem = marcadores.get(idParceiro);
  if (!armazem) {
    armazem = criarArmazem<string[]>(`${PREFIXO_BIOMETRIA_DO_APARELHO}${idParceiro}`);
    marcadores.set(idParceiro, armazem);
  }
  return armazem;
}

const idsValidos = (valor: unknown): string[] =>
  Array.isArray(valor) ? valor.filter((id): id is string => typeof id === 'string') : [];

export function biometriasDoAparelho(idParceiro: number): string[] {
  return idsValidos(marcador(idParceiro).ler());
}

export function lembrarBiometria(idParceiro: number, idCredencial: string): void {
  const ids = biometriasDoAparelho(idParceiro);
  if (!ids.includes(idCredencial)) marcador(idParceiro).gravar([...ids, idCredencial]);
}

export function esquecerBiometria(idParceiro: number, idCredencial: string): void {
  const ids = biometriasDoAparelho(idParceiro);
  if (!ids.includes(idCredencial)) return;
  const restantes = ids.filter((id) => id !== idCredencial);
  if (restantes.length) marcador(idParceiro).gravar(restantes);
  else marcador(idParceiro).limpar();
}

/** The passkeys this device holds for the partner, re-rendering when they change (here or in another tab). */
export function useBiometriasDoAparelho(idParceiro: number | undefined): string[] {
  // A missing partner (its configuration still loading) reads key 0, which nothing writes: none.
  return idsValidos(marcador(idParceiro ?? 0).usar());
}
