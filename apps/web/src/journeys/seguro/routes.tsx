import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosSeguro as c } from './paths';

/** 03 §2: the insurance offer's seven screens, each lazy-loaded. */
export const rotasSeguro: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.introducao, AUTENTICADA, () => import('./screens/introducao')),
    rotaPreguicosa(c.simulacao, AUTENTICADA, () => import('./screens/simulacao')),
    rotaPreguicosa(c.solicitar, AUTENTICADA, () => import('./screens/solicitar')),
    rotaPreguicosa(c.sucesso, AUTENTICADA, () => import('./screens/sucesso')),
    rotaPreguicosa(c.aguarde, AUTENTICADA, () => import('./screens/aguarde')),
    rotaPreguicosa(c.adquirido, AUTENTICADA, () => import('./screens/adquirido')),
    rotaPreguicosa(c.erro, AUTENTICADA, () => import('./screens/erro')),
  ],
};
