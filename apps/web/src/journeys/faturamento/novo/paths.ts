/**
 * 02 §2.4: the new-vehicle (0 km) billing screens under /faturamentonovo, all 21 and the index (which opens the
 * screen of the case's phase, 02 §4.5). A screen file is named after its segment.
 */
const BASE = '/faturamentonovo';

export const caminhosFaturamentoNovo = {
  indice: BASE,
  introducao: `${BASE}/introducao`,
  contatoPendencias: `${BASE}/contato-pendencias`,
  atualizacaoCadastral: `${BASE}/atualizacaocadastral`,
  resolverPendencias: `${BASE}/resolver-pendencias`,
  cartaCorrecaoEnviada: `${BASE}/cartacorrecaoenviada`,
  proximosPassos: `${BASE}/proximos-passos`,
  dadosVeiculo: `${BASE}/dados-veiculo`,
  valorCompra: `${BASE}/valor-compra`,
  aguardeInclusaoDeMarca: `${BASE}/aguardeinclusaodemarca`,
  aguardeInclusaoDeConcessionaria: `${BASE}/aguardeinclusaodeconcessionaria`,
  dadosConcessionaria: `${BASE}/dados-concessionaria`,
  formaPagamento: `${BASE}/forma-pagamento`,
  dadosBancarios: `${BASE}/dados-bancarios`,
  confirmarFaturamento: `${BASE}/confirmar-faturamento`,
  envioDocumentos: `${BASE}/envio-documentos`,
  analiseDocumentos: `${BASE}/analise-documentos`,
  ordemPagamento: `${BASE}/ordempagamento`,
  acompanharPagamento: `${BASE}/acompanharpagamento`,
  ordemCompra: `${BASE}/ordemcompra`,
  pendenciaDetran: `${BASE}/pendencia-detran`,
  fluxoManual: `${BASE}/fluxo-manual`,
} as const;

/** The screen of a §4.5 segment ('valor-compra' → /faturamentonovo/valor-compra). */
export const caminhoDaTelaNovo = (tela: string) => `${BASE}/${tela}`;
