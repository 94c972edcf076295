import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosPosVenda as c } from './paths';

/** 03 §2: the after-sales onboarding, every screen lazy-loaded. */
export const rotasPosVenda: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.inicio, AUTENTICADA, () => import('./screens/pos-venda')),
    rotaPreguicosa(c.validacaoSeguranca, AUTENTICADA, () => import('./screens/validacao-seguranca')),
    rotaPreguicosa(c.dadosCadastrais, AUTENTICADA, () => import('./screens/dados-cadastrais')),
    rotaPreguicosa(c.dadosCadastraisEdicao, AUTENTICADA, () => import('./screens/dados-cadastrais-edicao')),
    rotaPreguicosa(c.dadosCadastraisToken, AUTENTICADA, () => import('./screens/dados-cadastrais-token')),
    rotaPreguicosa(c.validarRenda, AUTENTICADA, () => import('./screens/validar-renda')),
    rotaPreguicosa(c.consorcio, AUTENTICADA, () => import('./screens/consorcio')),
    rotaPreguicosa(c.contemplacao, AUTENTICADA, () => import('./screens/contemplacao')),
    rotaPreguicosa(c.desvioManual, AUTENTICADA, () => import('./screens/desvio-manual')),
    rotaPreguicosa(c.entendimento, AUTENTICADA, () => import('./screens/entendimento')),
    rotaPreguicosa(c.venda, AUTENTICADA, () => import('./screens/venda')),
    rotaPreguicosa(c.boletos, AUTENTICADA, () => import('./screens/boletos')),
    rotaPreguicosa(c.tiposLance, AUTENTICADA, () => import('./screens/tipos-lance')),
    rotaPreguicosa(c.beneficiosGrupo, AUTENTICADA, () => import('./screens/beneficios-grupo')),
    rotaPreguicosa(c.informacoesFinais, AUTENTICADA, () => import('./screens/informacoes-finais')),
    rotaPreguicosa(c.duvidasGerais, AUTENTICADA, () => import('./screens/duvidas-gerais')),
    rotaPreguicosa(c.final, AUTENTICADA, () => import('./screens/final')),
  ],
};
