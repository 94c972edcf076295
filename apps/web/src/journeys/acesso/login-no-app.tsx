import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AjudaAtendimento } from './components/ajuda-atendimento';
import { ContextoDoLogin, type AmbienteDoLogin } from './components/ambiente-do-login';
import Entrar from './screens/entrar';
import EntrarMobile from './screens/entrar-mobile';

/**
 * The session's preparation (its quota, the case checks and their schemas) is only needed once the login
 * succeeded: fetched while the login call is on its way, so the login page itself loads without it.
 */
const preparacao = () => import('./components/preparar-sessao');

/** The login screens inside the app: the router moves between screens, the data cache holds the session's data. */
function NoApp({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [parametros, definirParametros] = useSearchParams();
  const queryClient = useQueryClient();
  const ambiente: AmbienteDoLogin = {
    irPara: async (caminho, opcoes) =>
      navigate(caminho, { replace: opcoes?.substituir, state: opcoes?.estado }),
    // A failure shows where the login awaits it (prepararSessao).
    adiantarSessao: () => void preparacao().catch(() => undefined),
    prepararSessao: async (tokens) => (await preparacao()).prepararSessao(queryClient, tokens),
    parametros,
    definirParametros: (novos) => definirParametros(novos),
    Ajuda: AjudaAtendimento,
  };
  return <ContextoDoLogin.Provider value={ambiente}>{children}</ContextoDoLogin.Provider>;
}

export function EntrarNoApp() {
  return (
    <NoApp>
      <Entrar />
    </NoApp>
  );
}

export function EntrarMobileNoApp() {
  return (
    <NoApp>
      <EntrarMobile />
    </NoApp>
  );
}
