/**
 * 02 §2.7: the contemplation journey's routes, all 19 of them and the centre, declared once. The document
 * screens (documentos, documentos-pesado, documentos-adicionais, confirmacao-documentos) live in ./documentos.
 */
const BASE = '/contemplado';

export const caminhosContemplado = {
  /** The contemplation centre: the timeline, the credit, the deadlines (issue 18). */
  centro: BASE,
  sorteio: `${BASE}/sorteio`,
  condicoesSorteio: `${BASE}/condicoes-sorteio`,
  oferta: `${BASE}/oferta`,
  cpf: `${BASE}/cpf`,
  verification: `${BASE}/verification`,
  /** `{item?}`: fgts, chaves or boleto (the winning bid's guarantee item). */
  garantia: `${BASE}/garantia/:item?`,
  tipoAutomovel: `${BASE}/tipo-automovel`,
  tipoEquipamento: `${BASE}/tipo-equipamento`,
  tipoServico: `${BASE}/tipo-servico`,
  tipoImovel: `${BASE}/tipo-imovel`,
  tipoPesado: `${BASE}/tipo-pesado`,
  documentos: `${BASE}/documentos/:doc?`,
  documentosPesado: `${BASE}/documentos-pesado/:doc?`,
  documentosAdicionais: `${BASE}/documentos-adicionais`,
  confirmacaoDocumentos: `${BASE}/confirmacao-documentos`,
  crivo: `${BASE}/crivo`,
  desejaFaturar: `${BASE}/deseja-faturar`,
  resultadoAnalise: `${BASE}/resultado-analise`,
  outraCota: `${BASE}/outra-cota`,
} as const;

/** A route with its optional segment filled or dropped: `comParametro(caminhosContemplado.garantia, 'fgts')`. */
export function comParametro(caminho: string, valor?: string | null): string {
  return caminho.replace(/\/:[a-z]+\?$/, valor ? `/${valor}` : '');
}
