import { PUBLICA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosAcesso } from './paths';

export const rotasAcesso: RotasDaJornada = {
  publicas: [
    rotaPreguicosa(caminhosAcesso.entrar, PUBLICA, () => import('./screens/entrar')),
    rotaPreguicosa(
      caminhosAcesso.entrarMobile,
      { ...PUBLICA, redirecionarSeNaoMobile: caminhosAcesso.entrar },
      () => import('./screens/entrar-mobile'),
    ),
    // Needs the session (it is reached from the expired-password redirect); allowed in transparent login (spec §2).
    rotaPreguicosa(
      caminhosAcesso.senhaAtual,
      { requerAutenticacao: true, permiteTransparente: true },
      () => import('./screens/atual'),
    ),
  ],
};
