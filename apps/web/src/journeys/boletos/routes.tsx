import { AUTENTICADA, PUBLICA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosBoletos } from './paths';

export const rotasBoletos: RotasDaJornada = {
  publicas: [
    // Checking a code protects anyone from a fake boleto: reachable logged out, in transparent login and during
    // a mandatory registration update alike.
    rotaPreguicosa(
      caminhosBoletos.verificar,
      { ...PUBLICA, permiteTransparente: true, telaDeAtualizacao: true },
      () => import('./screens/verificar-boleto'),
    ),
  ],
  principais: [
    rotaPreguicosa(caminhosBoletos.lista, AUTENTICADA, () => import('./screens/boletos')),
    rotaPreguicosa(caminhosBoletos.historico, AUTENTICADA, () => import('./screens/historico')),
    rotaPreguicosa(caminhosBoletos.composicao, AUTENTICADA, () => import('./screens/composicao')),
    rotaPreguicosa(caminhosBoletos.quitacao, AUTENTICADA, () => import('./screens/quitacao')),
    rotaPreguicosa(caminhosBoletos.formaDeEnvio, AUTENTICADA, () => import('./screens/forma-de-envio')),
  ],
};
