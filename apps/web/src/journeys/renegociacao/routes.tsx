import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosRenegociacao as c } from './paths';

/** 03 §2: the renegotiation's four screens, reached from the boletos list, each lazy-loaded. */
export const rotasRenegociacao: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.introducao, AUTENTICADA, () => import('./screens/introducao')),
    rotaPreguicosa(c.parcelasDisponiveis, AUTENTICADA, () => import('./screens/parcelasdisponiveis')),
    rotaPreguicosa(c.resumo, AUTENTICADA, () => import('./screens/resumo')),
    rotaPreguicosa(c.sucesso, AUTENTICADA, () => import('./screens/sucesso')),
  ],
};
