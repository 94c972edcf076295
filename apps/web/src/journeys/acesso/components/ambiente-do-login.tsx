import type { TokenResposta } from '@portal/domain';
import { createContext, useContext, type ComponentType } from 'react';

export interface IrParaOpcoes {
  /** Replaces the login in the history (after logging in), instead of adding an entry (a link). */
  substituir?: boolean;
  /** The history state the next screen reads (`{ doLogin: true }` for the home). */
  estado?: unknown;
}

/**
 * What the login screens (/entrar, /entrar-mobile) need from around them. In the app, the router and the data
 * cache (login-no-app.tsx); on a first visit without a session, the login island, which has neither and hands
 * over to the app when the person leaves the page (app/ilha/, ADR 0046). The screens are the same in both.
 */
export interface AmbienteDoLogin {
  /** Leaves the login for a screen of the app; resolves once that screen is drawn. */
  irPara: (caminho: string, opcoes?: IrParaOpcoes) => Promise<void>;
  /** A login is on its way: the session's preparation is fetched meanwhile, not after it. */
  adiantarSessao: () => void;
  /** Starts the session a login opened (preparar-sessao.ts, with the app's data cache). */
  prepararSessao: (tokens: TokenResposta) => Promise<void>;
  /** The page's query string (the mobile login's step). */
  parametros: URLSearchParams;
  /** A new query string, as a new history entry (the phone's back gesture returns to the previous step). */
  definirParametros: (novos: Record<string, string>) => void;
  /** "Precisa de ajuda?" under the form: its phone line comes from the API. */
  Ajuda: ComponentType;
}

export const ContextoDoLogin = createContext<AmbienteDoLogin | null>(null);

export function useAmbienteDoLogin(): AmbienteDoLogin {
  const ambiente = useContext(ContextoDoLogin);
  if (!ambiente) throw new Error('Tela de login fora de um AmbienteDoLogin.');
  return ambiente;
}
