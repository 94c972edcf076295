import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosBoletos } from './paths';

export const rotasBoletos: RotasDaJornada = {
  principais: [rotaPreguicosa(caminhosBoletos.lista, AUTENTICADA, () => import('./screens/boletos'))],
};
