import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { rotasDocumentosContemplacao } from './documentos/routes';
import { caminhosContemplado as c } from './paths';

/**
 * 02 §2.7: the contemplation journey, about the session's selected quota; all need the session and none is
 * offered in transparent login (they act on the customer's credit). The document screens (documentos,
 * documentos-pesado, documentos-adicionais, confirmacao-documentos) come from `./documentos`.
 */
export const rotasContemplado: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.centro, AUTENTICADA, () => import('./screens/centro')),
    rotaPreguicosa(c.sorteio, AUTENTICADA, () => import('./screens/sorteio')),
    rotaPreguicosa(c.condicoesSorteio, AUTENTICADA, () => import('./screens/condicoes-sorteio')),
    rotaPreguicosa(c.oferta, AUTENTICADA, () => import('./screens/oferta')),
    rotaPreguicosa(c.verification, AUTENTICADA, () => import('./screens/verification')),
    rotaPreguicosa(c.garantia, AUTENTICADA, () => import('./screens/garantia')),
    rotaPreguicosa(c.cpf, AUTENTICADA, () => import('./screens/cpf')),
    rotaPreguicosa(c.tipoAutomovel, AUTENTICADA, () => import('./screens/tipo-automovel')),
    rotaPreguicosa(c.tipoEquipamento, AUTENTICADA, () => import('./screens/tipo-equipamento')),
    rotaPreguicosa(c.tipoServico, AUTENTICADA, () => import('./screens/tipo-servico')),
    rotaPreguicosa(c.tipoImovel, AUTENTICADA, () => import('./screens/tipo-imovel')),
    rotaPreguicosa(c.tipoPesado, AUTENTICADA, () => import('./screens/tipo-pesado')),
    rotaPreguicosa(c.crivo, AUTENTICADA, () => import('./screens/crivo')),
    rotaPreguicosa(c.resultadoAnalise, AUTENTICADA, () => import('./screens/resultado-analise')),
    rotaPreguicosa(c.desejaFaturar, AUTENTICADA, () => import('./screens/deseja-faturar')),
    rotaPreguicosa(c.outraCota, AUTENTICADA, () => import('./screens/outra-cota')),
    ...(rotasDocumentosContemplacao.principais ?? []),
  ],
};
