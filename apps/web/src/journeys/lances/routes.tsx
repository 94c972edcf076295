import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosLances } from './paths';

export const rotasLances: RotasDaJornada = {
  principais: [
    rotaPreguicosa(
      caminhosLances.introducao,
      AUTENTICADA,
      () => import('./screens/offers-and-bids-introduction'),
    ),
    rotaPreguicosa(caminhosLances.ofertar, AUTENTICADA, () => import('./screens/offers-and-bids')),
    rotaPreguicosa(caminhosLances.historico, AUTENTICADA, () => import('./screens/bid-history')),
  ],
};
