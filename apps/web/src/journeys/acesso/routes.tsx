import { Navigate } from 'react-router';
import { AUTENTICADA, PUBLICA, rotaPreguicosa, type HandleDeRota, type RotasDaJornada } from '@/lib/rotas';
import { caminhosAcesso } from './paths';

const { esqueciSenha } = caminhosAcesso;

export const rotasAcesso: RotasDaJornada = {
  publicas: [
    // The same screens as the login island's (ADR 0046), with the router and the data cache around them.
    rotaPreguicosa(caminhosAcesso.entrar, PUBLICA, () =>
      import('./login-no-app').then((m) => ({ default: m.EntrarNoApp })),
    ),
    rotaPreguicosa(
      caminhosAcesso.entrarMobile,
      { ...PUBLICA, redirecionarSeNaoMobile: caminhosAcesso.entrar },
      () => import('./login-no-app').then((m) => ({ default: m.EntrarMobileNoApp })),
    ),
    // Forgot password: four public steps (spec §2); the wizard's data lives in sessionStorage.
    {
      path: esqueciSenha.inicio,
      handle: { regra: PUBLICA } satisfies HandleDeRota,
      element: <Navigate to={esqueciSenha.cpfcnpj} replace />,
    },
    rotaPreguicosa(esqueciSenha.cpfcnpj, PUBLICA, () => import('./screens/cpfcnpj')),
    rotaPreguicosa(esqueciSenha.data, PUBLICA, () => import('./screens/data')),
    rotaPreguicosa(esqueciSenha.email, PUBLICA, () => import('./screens/email')),
    rotaPreguicosa(esqueciSenha.enviado, PUBLICA, () => import('./screens/enviado')),
    // Both stay reachable in transparent login: a new link replaces the session, and an outage concerns everyone.
    // Neither is held by a mandatory registration update (spec §2 rule 4): 'unavailable' is on its exempt list,
    // and a link replaces the very session that carries the update (a transparent one is never forced, 03 §4).
    rotaPreguicosa(
      caminhosAcesso.loginTransparente,
      { ...PUBLICA, permiteTransparente: true, telaDeAtualizacao: true },
      () => import('./screens/login-transparente'),
    ),
    rotaPreguicosa(
      caminhosAcesso.indisponivel,
      { ...PUBLICA, permiteTransparente: true, telaDeAtualizacao: true },
      () => import('./screens/indisponivel'),
    ),
    // First access / expired password: need the session. Spec §2 lets transparent login in, but a link must never
    // change the password (issue 14, ADR 0016): the API refuses it to such a session, so the screens are closed too.
    rotaPreguicosa(caminhosAcesso.senhaAtual, AUTENTICADA, () => import('./screens/atual')),
    rotaPreguicosa(caminhosAcesso.senhaNova, AUTENTICADA, () => import('./screens/nova')),
  ],
  principais: [
    rotaPreguicosa(caminhosAcesso.alterarSenha, AUTENTICADA, () => import('./screens/alterar-senha')),
    rotaPreguicosa(caminhosAcesso.biometria, AUTENTICADA, () => import('./screens/biometria')),
  ],
};
