/**
 * 02 §2.2: the general invoicing routes under /faturamento, all 23 (the manual path's consignment screen and
 * its three aliases included), declared once. The next journeys' entries are named here as paths only.
 */
const BASE = '/faturamento';

export const caminhosFaturamento = {
  iniciar: `${BASE}/iniciar`,
  tipo: `${BASE}/tipo`,
  cotaquitada: `${BASE}/cotaquitada`,
  cpfreprovado: `${BASE}/cpfreprovado`,
  cpfrestrito: `${BASE}/cpfrestrito`,
  identificacao: `${BASE}/identificacao`,
  enviardocumentospj: `${BASE}/enviardocumentospj`,
  reenviardocumentos: `${BASE}/reenviardocumentos`,
  analisandoinformacoes: `${BASE}/analisandoinformacoes`,
  aindaanalisandoinformacoes: `${BASE}/aindaanalisandoinformacoes`,
  identificacaoaprovada: `${BASE}/identificacaoaprovada`,
  identificacaoreprovada: `${BASE}/identificacaoreprovada`,
  identificacaofilial: `${BASE}/identificacaofilial`,
  cotas: `${BASE}/cotas`,
  bens: `${BASE}/bens`,
  novoseminovo: `${BASE}/novoseminovo`,
  indisponivel: `${BASE}/indisponivel`,
  digitaloumanual: `${BASE}/digitaloumanual`,
  manual: `${BASE}/manual`,
  consignado: `${BASE}/manual/consignado`,
  financiamento: `${BASE}/manual/financiamento`,
  maquinasagricolas: `${BASE}/manual/maquinasagricolas`,
  conjuge: `${BASE}/manual/conjuge`,
  /** 02 §2.3: the cash billing's entries other journeys link to (its home cards). */
  especie: '/faturamentoespecie',
  especieAjusteCadastral: '/faturamentoespecie/ajustecadastral',
  especieDadosBancarios: '/faturamentoespecie/dadosbancarios',
} as const;

/** Where billing goes on: the new vehicle's journey (issue 19, part 2) and the used one's (issue 21). */
export const DESTINOS_FATURAMENTO = {
  /** The new vehicle's index: it opens the screen of the case's phase. */
  novo: '/faturamentonovo',
  novoIntroducao: '/faturamentonovo/introducao',
  /** The used vehicle's index: it opens the screen of the case's phase (02 §4.6). */
  seminovo: '/faturamentoseminovo',
  seminovoCentral: '/faturamentoseminovo/centralcontemplacao',
} as const;
