import { decidirRota, type RotaProtegida, type SessaoDaRota } from '@portal/domain';
import type { ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router';

/** What the guard (decidirRota) needs to know about a route, besides its path. */
export type RegraDeRota = Omit<RotaProtegida, 'caminho'>;

export interface HandleDeRota {
  regra: RegraDeRota;
}

/** A journey's screens, split by the template they render in. */
export interface RotasDaJornada {
  /** Outside the main template (login, password screens). */
  publicas?: RouteObject[];
  /** Children of the main template at / (header, navigation, banner). */
  principais?: RouteObject[];
  /**
   * Screens with their own layout and their own access rules, outside the customer's templates and route guard
   * (the back-office at /operador, whose session is an operator's, not a customer's).
   */
  proprias?: RouteObject[];
}

/** Every declared route's rule by its path pattern, so links can be hidden when the guard would refuse them. */
const regrasPorCaminho = new Map<string, RegraDeRota>();

/** A lazily loaded screen: its code is fetched on first visit, so the login bundle stays small. */
export function rotaPreguicosa(
  path: string,
  regra: RegraDeRota,
  carregar: () => Promise<{ default: ComponentType }>,
): RouteObject {
  regrasPorCaminho.set(path, regra);
  const handle: HandleDeRota = { regra };
  return { path, handle, lazy: async () => ({ Component: (await carregar()).default }) };
}

/** The rule of the route that would render `caminho` (query and hash ignored); undefined for unknown paths. */
export function regraDoCaminho(caminho: string): RegraDeRota | undefined {
  const semQuery = caminho.split(/[?#]/)[0] ?? caminho;
  for (const [padrao, regra] of regrasPorCaminho)
    if (matchPath({ path: padrao, end: true }, semQuery)) return regra;
  return undefined;
}

/** Whether the guard lets this session open `caminho` directly (same decidirRota as the guard itself). */
export function caminhoLiberado(caminho: string, sessao: SessaoDaRota): boolean {
  const regra = regraDoCaminho(caminho);
  if (!regra) return true;
  return decidirRota({ caminho, ...regra }, sessao).tipo === 'permitir';
}

export const AUTENTICADA: RegraDeRota = { requerAutenticacao: true, permiteTransparente: false };
export const PUBLICA: RegraDeRota = { requerAutenticacao: false, permiteTransparente: false };
/** Spec §2: home and the password screens may be used in transparent login. */
export const AUTENTICADA_TRANSPARENTE: RegraDeRota = { requerAutenticacao: true, permiteTransparente: true };
