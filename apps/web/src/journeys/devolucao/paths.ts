/**
 * 02 §2.6: the refund routes under /devolucao (all 15), plus the steps the spec names without a route (SMS code,
 * documents, confirmation, success with the request code, cancellation) and the index that opens the phase's
 * screen.
 */
const BASE = '/devolucao';

export const caminhosDevolucao = {
  indice: BASE,
  introducao: `${BASE}/introducao`,
  naoConfirmada: `${BASE}/nao-confirmada`,
  valor: `${BASE}/valor`,
  semValor: `${BASE}/sem-valor`,
  documentoAprovado: `${BASE}/documento-aprovado`,
  dadosBancarios: `${BASE}/dados-bancarios`,
  problemaDocumentos: `${BASE}/problema-documentos`,
  documentoSocio: `${BASE}/documento-socio`,
  analisandoInformacoes: `${BASE}/analisando-informacoes`,
  acompanharValores: `${BASE}/acompanhar-valores`,
  indisponivel: `${BASE}/indisponivel`,
  filiais: `${BASE}/filiais`,
  validarIdentificacao: `${BASE}/validar-identificacao`,
  pagamentoProgramado: `${BASE}/pagamento-programado`,
  reenviarDocumentos: `${BASE}/reenviar-documentos`,
  codigo: `${BASE}/codigo`,
  documentos: `${BASE}/documentos`,
  confirmacao: `${BASE}/confirmacao`,
  sucesso: `${BASE}/sucesso`,
  cancelar: `${BASE}/cancelar`,
} as const;

/** The screen of each `tela` the API answers (02 §2.6 names). */
export const caminhoDaTela: Record<string, string> = {
  introducao: caminhosDevolucao.introducao,
  'nao-confirmada': caminhosDevolucao.naoConfirmada,
  valor: caminhosDevolucao.valor,
  'sem-valor': caminhosDevolucao.semValor,
  'documento-aprovado': caminhosDevolucao.documentoAprovado,
  'dados-bancarios': caminhosDevolucao.dadosBancarios,
  'problema-documentos': caminhosDevolucao.problemaDocumentos,
  'documento-socio': caminhosDevolucao.documentoSocio,
  'analisando-informacoes': caminhosDevolucao.analisandoInformacoes,
  'acompanhar-valores': caminhosDevolucao.acompanharValores,
  indisponivel: caminhosDevolucao.indisponivel,
  filiais: caminhosDevolucao.filiais,
  'validar-identificacao': caminhosDevolucao.validarIdentificacao,
  'pagamento-programado': caminhosDevolucao.pagamentoProgramado,
  'reenviar-documentos': caminhosDevolucao.reenviarDocumentos,
};
