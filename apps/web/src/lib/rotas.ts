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

/**
 * Every declared route's rule by its path pattern, so links can be hidden when the guard would refuse them. A
 * pattern without parameters also keeps the one path it matches (matchPath's way: case aside, trailing slashes
 * aside), compared as a string: matchPath compiles a RegExp on every try, and most of the ~200 patterns are such.
 */
const regrasPorCaminho = new Map<string, { regra: RegraDeRota; unico?: string }>();
const normalizar = (caminho: string) => caminho.replace(/\/*$/, '').toLowerCase();
/**
 * The answer for each path already asked about. A screen asks for the same few links on every render, and each
 * question tried the ~200 patterns with matchPath, which compiles a RegExp per try: on /home that was the largest
 * part of its first render (Lighthouse's blocking time). Forgotten when a route is declared, and when it grows.
 */
const regraDoCaminhoVisto = new Map<string, RegraDeRota | undefined>();
const CAMINHOS_LEMBRADOS = 500;

/** A lazily loaded screen: its code is fetched on first visit, so the login bundle stays small. */
export function rotaPreguicosa(
  path: string,
  regra: RegraDeRota,
  carregar: () => Promise<{ default: ComponentType }>,
): RouteObject {
  const semParametros = !/[:*]/.test(path);
  regrasPorCaminho.set(path, {
    regra,
    unico: semParametros ? normalizar(path.replace(/^\/*/, '/')) : undefined,
  });
  regraDoCaminhoVisto.clear();
  const handle: HandleDeRota = { regra };
  return { path, handle, lazy: async () => ({ Component: (await carregar()).default }) };
}

/** The rule of the route that would render `caminho` (query and hash ignored); undefined for unknown paths. */
export function regraDoCaminho(caminho: string): RegraDeRota | undefined {
  const semQuery = caminho.split(/[?#]/)[0] ?? caminho;
  if (regraDoCaminhoVisto.has(semQuery)) return regraDoCaminhoVisto.get(semQuery);
  let achada: RegraDeRota | undefined;
  const normalizado = normalizar(semQuery);
  for (const [padrao, { regra, unico }] of regrasPorCaminho)
    if (unico !== undefined ? unico === normalizado : matchPath({ path: padrao, end: true }, semQuery)) {
      achada = regra;
      break;
    }
  if (regraDoCaminhoVisto.size >= CAMINHOS_LEMBRADOS) regraDoCaminhoVisto.clear();
  regraDoCaminhoVisto.set(semQuery, achada);
  return achada;
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
