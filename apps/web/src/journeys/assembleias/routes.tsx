import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosAssembleias } from './paths';

export const rotasAssembleias: RotasDaJornada = {
  principais: [
    rotaPreguicosa(caminhosAssembleias.assembleias, AUTENTICADA, () => import('./screens/assemblies')),
    rotaPreguicosa(caminhosAssembleias.detalhes, AUTENTICADA, () => import('./screens/details')),
    rotaPreguicosa(caminhosAssembleias.aoVivo, AUTENTICADA, () => import('./screens/ao-vivo')),
  ],
};
