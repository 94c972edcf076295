import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosAntecipacao as c } from './paths';

/** 03 §2: the anticipation's screens (list and request, effect, boleto), reached from the boletos list. */
export const rotasAntecipacao: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.introducao, AUTENTICADA, () => import('./screens/introducao')),
    rotaPreguicosa(c.resumo, AUTENTICADA, () => import('./screens/resumo')),
    rotaPreguicosa(c.boleto, AUTENTICADA, () => import('./screens/boleto')),
  ],
};
