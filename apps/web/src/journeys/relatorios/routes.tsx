import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosRelatorios } from './paths';

export const rotasRelatorios: RotasDaJornada = {
  principais: [
    rotaPreguicosa(caminhosRelatorios.financeiro, AUTENTICADA, () => import('./screens/financeiro')),
    rotaPreguicosa(caminhosRelatorios.pagamentoAnual, AUTENTICADA, () => import('./screens/pagamento-anual')),
    rotaPreguicosa(caminhosRelatorios.extrato, AUTENTICADA, () => import('./screens/extrato-consorciado')),
    rotaPreguicosa(caminhosRelatorios.informe, AUTENTICADA, () => import('./screens/informe-de-rendimentos')),
    rotaPreguicosa(caminhosRelatorios.contrato, AUTENTICADA, () => import('./screens/contrato')),
    rotaPreguicosa(caminhosRelatorios.proposta, AUTENTICADA, () => import('./screens/proposta')),
  ],
};
