import { operacao } from '../comum/operacao.ts';
import {
  documentoDoCasoParamsSchema,
  documentoIdParamsSchema,
  documentosDoCasoParamsSchema,
  documentoSchema,
  documentosSchema,
  fluxoParamsSchema,
} from './documentos.schemas.ts';

const tag = 'documentos';
/** The back-office operations keep the back-office's tag in the API reference. */
const tagOperador = 'operador';

/**
 * Documents the journeys ask for (registration, refund…): uploaded to a flow, kept for the customer until a case
 * claims them, served back only to their owner. The registration flow runs during the mandatory update too.
 */
export const documentosOperacoes = {
  /** Multipart: one or more `file` parts, streamed; each checked by its bytes against the flow's limits. */
  enviar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/fluxos/{fluxo}/documentos',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Envia documentos de um fluxo (multipart: file, um ou mais)',
    params: fluxoParamsSchema,
    resposta: documentosSchema,
    status: 201,
  }),
  /** The file, to its owner only (another customer's answers 404). */
  baixar: operacao({
    metodo: 'GET',
    caminho: '/documentos/{id}',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Um documento enviado (o arquivo)',
    params: documentoIdParamsSchema,
    arquivo: 'application/octet-stream',
  }),
  /** A document still waiting for a case (the customer picked the wrong file); one a case claimed stays. */
  apagar: operacao({
    metodo: 'DELETE',
    caminho: '/documentos/{id}',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Apaga um documento que ainda não foi enviado com um caso',
    params: documentoIdParamsSchema,
    status: 204,
  }),
  doCaso: operacao({
    metodo: 'GET',
    caminho: '/casos/{caseNumber}/documentos',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Documentos de um caso do cliente',
    params: documentosDoCasoParamsSchema,
    resposta: documentosSchema,
  }),

  // ——— Back-office ———

  /** The documents a case claimed, for the analyst deciding it (a file no case claimed is never listed). */
  doCasoOperador: operacao({
    metodo: 'GET',
    caminho: '/casos/{caseNumber}/documentos',
    escopo: 'operador',
    permissao: 'casos',
    tag: tagOperador,
    resumo: 'Documentos de um caso',
    params: documentosDoCasoParamsSchema,
    resposta: documentosSchema,
  }),
  /** One file of the case, streamed with its sniffed type; each opening is audited (identity documents). */
  baixarOperador: operacao({
    metodo: 'GET',
    caminho: '/casos/{caseNumber}/documentos/{id}',
    escopo: 'operador',
    permissao: 'casos',
    tag: tagOperador,
    resumo: 'Um documento de um caso (o arquivo)',
    params: documentoDoCasoParamsSchema,
    arquivo: 'application/octet-stream',
  }),
  /**
   * Multipart, one `file` part: the inspection report's PDF (ADR 0058), stored and tied to the case at once; the
   * analyst then records it with its number (registrar-laudo). Audited.
   */
  enviarLaudo: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/casos/{caseNumber}/laudo-vistoria',
    escopo: 'operador',
    permissao: 'casos',
    tag: tagOperador,
    resumo: 'Envia o laudo da vistoria de um caso (multipart: file, um PDF)',
    params: documentosDoCasoParamsSchema,
    resposta: documentoSchema,
    status: 201,
  }),
};
