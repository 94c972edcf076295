import { AUTENTICADA_TRANSPARENTE, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosHome } from './paths';

export const rotasHome: RotasDaJornada = {
  // Home is allowed in transparent login (spec §2).
  principais: [rotaPreguicosa(caminhosHome.home, AUTENTICADA_TRANSPARENTE, () => import('./screens/home'))],
};
