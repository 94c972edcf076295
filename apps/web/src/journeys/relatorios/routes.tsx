import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosRelatorios } from './paths';

const { doPerfil } = caminhosRelatorios;

const contrato = () => import('./screens/contrato');
const extrato = () => import('./screens/extrato-consorciado');
const informe = () => import('./screens/informe-de-rendimentos');
const pagamentoAnual = () => import('./screens/pagamento-anual');

export const rotasRelatorios: RotasDaJornada = {
  principais: [
    rotaPreguicosa(caminhosRelatorios.financeiro, AUTENTICADA, () => import('./screens/financeiro')),
    rotaPreguicosa(caminhosRelatorios.pagamentoAnual, AUTENTICADA, pagamentoAnual),
    rotaPreguicosa(caminhosRelatorios.extrato, AUTENTICADA, extrato),
    rotaPreguicosa(caminhosRelatorios.informe, AUTENTICADA, informe),
    rotaPreguicosa(caminhosRelatorios.contrato, AUTENTICADA, contrato),
    rotaPreguicosa(caminhosRelatorios.proposta, AUTENTICADA, () => import('./screens/proposta')),
    rotaPreguicosa(doPerfil.contrato, AUTENTICADA, contrato),
    rotaPreguicosa(doPerfil.demonstrativo, AUTENTICADA, extrato),
    rotaPreguicosa(doPerfil.informeIr, AUTENTICADA, informe),
    rotaPreguicosa(doPerfil.comprovanteAnual, AUTENTICADA, pagamentoAnual),
  ],
};
