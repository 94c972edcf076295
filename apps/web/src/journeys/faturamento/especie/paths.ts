import type { TelaEspecie } from '@portal/domain';

/**
 * 02 §2.3: the cash billing screens under /faturamentoespecie, and the index (which opens the screen of the
 * case, 02 §4.2 family 1). A screen file is named after its segment.
 */
const BASE = '/faturamentoespecie';

export const caminhosFaturamentoEspecie = {
  indice: BASE,
  introducao: `${BASE}/introducao`,
  identificacao: `${BASE}/identificacao`,
  dadosbancarios: `${BASE}/dadosbancarios`,
  anexarDocumentos: `${BASE}/anexar-documentos`,
  analisandoinformacoes: `${BASE}/analisandoinformacoes`,
  analisandoinformacoesinterna: `${BASE}/analisandoinformacoesinterna`,
  documentoRejeitado: `${BASE}/documento-rejeitado`,
  reanalise: `${BASE}/reanalise`,
  centralcontemplacao: `${BASE}/centralcontemplacao`,
  ajustecadastral: `${BASE}/ajustecadastral`,
  acompanharpagamento: `${BASE}/acompanharpagamento`,
  termodeautorizacao: `${BASE}/termodeautorizacao`,
} as const;

/** The route of a screen of the domain's map; the company's analysis is the same route, its other variant. */
export const caminhoDaTelaEspecie = (tela: TelaEspecie | null): string =>
  tela === null
    ? caminhosFaturamentoEspecie.centralcontemplacao
    : `${BASE}/${tela === 'analisandoinformacoes-pj' ? 'analisandoinformacoes' : tela}`;
