import { ROTA_DA_ETAPA } from '@portal/domain';
import { caminhosContemplado } from '../paths';

const BASE = '/contemplado';

/**
 * 02 §2.7: the contemplation's document screens, under /contemplado. `{doc}` opens one document's upload
 * (its code, e.g. documento_pessoal); the heavy-vehicle quotas have their own list under documentos-pesado.
 */
export const caminhosDocumentosContemplacao = {
  documentos: caminhosContemplado.documentos,
  documentosPesado: caminhosContemplado.documentosPesado,
  documentosAdicionais: caminhosContemplado.documentosAdicionais,
  confirmacaoDocumentos: caminhosContemplado.confirmacaoDocumentos,
} as const;

/** The list (no document open) or one document's upload, on the quota's list (common or heavy). */
export function caminhoDaLista(pesado: boolean, doc?: string): string {
  const base = `${BASE}/${pesado ? 'documentos-pesado' : ROTA_DA_ETAPA.DocumentSelection}`;
  return doc ? `${base}/${doc}` : base;
}
