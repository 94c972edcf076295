import { AUTENTICADA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosDocumentosContemplacao as caminhos } from './paths';

/**
 * The contemplation's document screens (02 §2.7): they need the session and change documents, so a transparent
 * login does not reach them (like the profile's identity validation).
 */
export const rotasDocumentosContemplacao: RotasDaJornada = {
  principais: [
    rotaPreguicosa(caminhos.documentos, AUTENTICADA, () => import('./screens/selecao-documentos')),
    rotaPreguicosa(
      caminhos.documentosPesado,
      AUTENTICADA,
      () => import('./screens/selecao-documentos-pesado'),
    ),
    rotaPreguicosa(
      caminhos.documentosAdicionais,
      AUTENTICADA,
      () => import('./screens/documentos-adicionais'),
    ),
    rotaPreguicosa(
      caminhos.confirmacaoDocumentos,
      AUTENTICADA,
      () => import('./screens/confirmacao-documentos'),
    ),
  ],
};
