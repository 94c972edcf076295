import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosCotas } from './paths';

export const rotasCotas: RotasDaJornada = {
  principais: [
    rotaPreguicosa(caminhosCotas.lista, AUTENTICADA, () => import('./screens/groups-and-quotas')),
    rotaPreguicosa(caminhosCotas.detalhes, AUTENTICADA, () => import('./screens/detalhes-da-cota')),
  ],
};
