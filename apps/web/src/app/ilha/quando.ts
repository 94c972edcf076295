import { ehMobile } from '@/lib/dispositivo';
import { dadosDaPagina } from '@/lib/parceiro-inicial';
import { sessao } from '@/lib/session';
import { caminhosAcesso } from '@/journeys/acesso/paths';

export type TelaDaIlha = 'entrar' | 'entrar-mobile';

/**
 * The login screen a page opens as the login island (ADR 0046), or undefined for the whole app. Only a login
 * page of the device's size (the app sends /entrar-mobile on a large screen to /entrar), with no session stored
 * on the device (a stored session is handled by the app, as before) and with the partner the server wrote into
 * the page (a page without it, from the dev server or the service worker's cache, asks the API: the app does).
 */
export function telaDaIlha(caminho = window.location.pathname): TelaDaIlha | undefined {
  if (!dadosDaPagina() || sessao.ler() !== null) return undefined;
  if (caminho === caminhosAcesso.entrar) return 'entrar';
  if (caminho === caminhosAcesso.entrarMobile && ehMobile()) return 'entrar-mobile';
  return undefined;
}
