import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosFiliais } from './paths';

export const rotasFiliais: RotasDaJornada = {
  principais: [
    rotaPreguicosa(caminhosFiliais.filiais, AUTENTICADA, () => import('./screens/affiliates')),
    rotaPreguicosa(caminhosFiliais.atendimento, AUTENTICADA, () => import('./screens/customer-service')),
  ],
};
