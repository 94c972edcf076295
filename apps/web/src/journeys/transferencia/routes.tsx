import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosTransferencia as c } from './paths';

/** 03 §2: the quota transfer journey, every screen lazy-loaded. */
export const rotasTransferencia: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.introducao, AUTENTICADA, () => import('./screens/introducao')),
    rotaPreguicosa(c.cessionario, AUTENTICADA, () => import('./screens/cpf-cnpj-cessionario')),
    rotaPreguicosa(c.confirmarEmail, AUTENTICADA, () => import('./screens/confirmar-email')),
    rotaPreguicosa(c.erro, AUTENTICADA, () => import('./screens/erro')),
    rotaPreguicosa(c.sucesso, AUTENTICADA, () => import('./screens/sucesso')),
    rotaPreguicosa(c.aguarde, AUTENTICADA, () => import('./screens/aguarde')),
  ],
};
