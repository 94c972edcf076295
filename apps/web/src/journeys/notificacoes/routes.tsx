import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosNotificacoes } from './paths';

export const rotasNotificacoes: RotasDaJornada = {
  principais: [
    rotaPreguicosa(caminhosNotificacoes.lista, AUTENTICADA, () => import('./screens/notifications')),
    rotaPreguicosa(caminhosNotificacoes.detalhe, AUTENTICADA, () => import('./screens/notification')),
  ],
};
