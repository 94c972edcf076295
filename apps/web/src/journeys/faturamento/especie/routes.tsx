import { AUTENTICADA_TRANSPARENTE, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosFaturamentoEspecie as c } from './paths';

/**
 * 02 §2.3: the cash billing screens, a part of the billing journey. Cash is not asset invoicing: no phone
 * rule (02 §2); the transparent login is allowed, as on the other invoicing routes.
 */
const R = AUTENTICADA_TRANSPARENTE;
export const rotasFaturamentoEspecie: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.indice, R, () => import('./screens/indice')),
    rotaPreguicosa(c.introducao, R, () => import('./screens/introducao')),
    rotaPreguicosa(c.identificacao, R, () => import('./screens/identificacao')),
    rotaPreguicosa(c.dadosbancarios, R, () => import('./screens/dadosbancarios')),
    rotaPreguicosa(c.termodeautorizacao, R, () => import('./screens/termodeautorizacao')),
    rotaPreguicosa(c.anexarDocumentos, R, () => import('./screens/anexar-documentos')),
    rotaPreguicosa(c.analisandoinformacoes, R, () => import('./screens/analisandoinformacoes')),
    rotaPreguicosa(c.analisandoinformacoesinterna, R, () => import('./screens/analisandoinformacoesinterna')),
    rotaPreguicosa(c.documentoRejeitado, R, () => import('./screens/documento-rejeitado')),
    rotaPreguicosa(c.reanalise, R, () => import('./screens/reanalise')),
    rotaPreguicosa(c.centralcontemplacao, R, () => import('./screens/centralcontemplacao')),
    rotaPreguicosa(c.ajustecadastral, R, () => import('./screens/ajustecadastral')),
    rotaPreguicosa(c.acompanharpagamento, R, () => import('./screens/acompanharpagamento')),
  ],
};
