import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosCasos } from './paths';

export const rotasCasos: RotasDaJornada = {
  principais: [rotaPreguicosa(caminhosCasos.solicitacoes, AUTENTICADA, () => import('./screens/requests'))],
};
