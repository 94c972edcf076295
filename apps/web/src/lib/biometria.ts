import { browserSupportsWebAuthn, platformAuthenticatorIsAvailable } from '@simplewebauthn/browser';

/** An IPv4 or IPv6 literal: WebAuthn needs a domain as relying-party id, so passkeys cannot work there. */
function hostEhIp(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
}

/** The browser can create and use passkeys on this address (a secure context on a domain name, localhost included). */
export function suportaBiometria(): boolean {
  if (typeof window === 'undefined' || !browserSupportsWebAuthn()) return false;
  return window.isSecureContext && !hostEhIp(window.location.hostname);
}

/** This device has its own biometric / screen-lock authenticator (Touch ID, Windows Hello, Android…). */
export async function dispositivoTemBiometria(): Promise<boolean> {
  if (!suportaBiometria()) return false;
  try {
    return await platformAuthenticatorIsAvailable();
  } catch {
    return false;
  }
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
