import { caminhos } from '@/app/caminhos';

/** Query parameter of /groups-and-quotas naming the screen to return to (as caminhosCotas.escolherEVoltar writes it). */
export const PARAM_VOLTAR_PARA = 'voltarPara';

type Entrada = string | ((...args: never[]) => string) | { readonly [nome: string]: Entrada };

/** Every fixed path of the route registry (builders with an id are left out: no return to them). */
function caminhosFixos(entrada: Entrada): string[] {
  if (typeof entrada === 'string') return [entrada.split(/[?#]/)[0] ?? entrada];
  if (typeof entrada === 'function') return [];
  return Object.values(entrada).flatMap(caminhosFixos);
}

const DESTINOS = new Set(caminhosFixos(caminhos));
DESTINOS.delete(caminhos.cotas.lista);

/**
 * The return address, only when it is one of the app's own screens in the route registry: never another
 * site ('//evil.example', 'https://…'), never an unknown path, never the quota list itself (a loop).
 * Its query string is kept (a filter the screen had on).
 */
export function caminhoDeVolta(valor: string | null): string | null {
  if (!valor || !valor.startsWith('/') || valor.startsWith('//') || valor.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(valor, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://portal.invalid' || !DESTINOS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}
