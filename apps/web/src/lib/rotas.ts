import type { RotaProtegida } from '@portal/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

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
}

/** A lazily loaded screen: its code is fetched on first visit, so the login bundle stays small. */
export function rotaPreguicosa(
  path: string,
  regra: RegraDeRota,
  carregar: () => Promise<{ default: ComponentType }>,
): RouteObject {
  const handle: HandleDeRota = { regra };
  return { path, handle, lazy: async () => ({ Component: (await carregar()).default }) };
}

export const AUTENTICADA: RegraDeRota = { requerAutenticacao: true, permiteTransparente: false };
export const PUBLICA: RegraDeRota = { requerAutenticacao: false, permiteTransparente: false };
