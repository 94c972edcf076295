import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosReativacao } from './paths';

export const rotasReativacao: RotasDaJornada = {
  principais: [
    rotaPreguicosa(caminhosReativacao.reativar, AUTENTICADA, () => import('./screens/reactivate')),
  ],
};
