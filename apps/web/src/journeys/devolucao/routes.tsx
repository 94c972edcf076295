import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosDevolucao as c } from './paths';

/** 02 §2.6: the refund journey, every screen lazy-loaded. */
export const rotasDevolucao: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.indice, AUTENTICADA, () => import('./screens/indice')),
    rotaPreguicosa(c.introducao, AUTENTICADA, () => import('./screens/introducao')),
    rotaPreguicosa(c.naoConfirmada, AUTENTICADA, () => import('./screens/nao-confirmada')),
    rotaPreguicosa(c.valor, AUTENTICADA, () => import('./screens/valor')),
    rotaPreguicosa(c.semValor, AUTENTICADA, () => import('./screens/sem-valor')),
    rotaPreguicosa(c.documentoAprovado, AUTENTICADA, () => import('./screens/documento-aprovado')),
    rotaPreguicosa(c.dadosBancarios, AUTENTICADA, () => import('./screens/dados-bancarios')),
    rotaPreguicosa(c.problemaDocumentos, AUTENTICADA, () => import('./screens/problema-documentos')),
    rotaPreguicosa(c.documentoSocio, AUTENTICADA, () => import('./screens/documento-socio')),
    rotaPreguicosa(c.analisandoInformacoes, AUTENTICADA, () => import('./screens/analisando-informacoes')),
    rotaPreguicosa(c.acompanharValores, AUTENTICADA, () => import('./screens/acompanhar-valores')),
    rotaPreguicosa(c.indisponivel, AUTENTICADA, () => import('./screens/indisponivel')),
    rotaPreguicosa(c.filiais, AUTENTICADA, () => import('./screens/filiais')),
    rotaPreguicosa(c.validarIdentificacao, AUTENTICADA, () => import('./screens/validar-identificacao')),
    rotaPreguicosa(c.pagamentoProgramado, AUTENTICADA, () => import('./screens/pagamento-programado')),
    rotaPreguicosa(c.reenviarDocumentos, AUTENTICADA, () => import('./screens/reenviar-documentos')),
    rotaPreguicosa(c.codigo, AUTENTICADA, () => import('./screens/codigo')),
    rotaPreguicosa(c.documentos, AUTENTICADA, () => import('./screens/documentos')),
    rotaPreguicosa(c.confirmacao, AUTENTICADA, () => import('./screens/confirmacao')),
    rotaPreguicosa(c.sucesso, AUTENTICADA, () => import('./screens/sucesso')),
    rotaPreguicosa(c.cancelar, AUTENTICADA, () => import('./screens/cancelar')),
  ],
};
