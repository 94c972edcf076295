import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosAjuda } from './paths';

export const rotasAjuda: RotasDaJornada = {
  principais: [
    rotaPreguicosa(caminhosAjuda.ajuda, AUTENTICADA, () => import('./screens/ajuda')),
    rotaPreguicosa(caminhosAjuda.busca, AUTENTICADA, () => import('./screens/busca')),
    rotaPreguicosa(caminhosAjuda.categoria, AUTENTICADA, () => import('./screens/categoria')),
    rotaPreguicosa(caminhosAjuda.pergunta, AUTENTICADA, () => import('./screens/pergunta')),
  ],
};
