/** 03 §2 "After-sales onboarding": the journey's base and its 16 routes under /pos-venda. */
const BASE = '/pos-venda';

export const caminhosPosVenda = {
  inicio: BASE,
  validacaoSeguranca: `${BASE}/validacao-seguranca`,
  dadosCadastrais: `${BASE}/dados-cadastrais`,
  validarRenda: `${BASE}/validar-renda`,
  boletos: `${BASE}/boletos`,
  consorcio: `${BASE}/consorcio`,
  contemplacao: `${BASE}/contemplacao`,
  entendimento: `${BASE}/entendimento`,
  desvioManual: `${BASE}/desvio-manual`,
  venda: `${BASE}/venda`,
  tiposLance: `${BASE}/tipos-lance`,
  beneficiosGrupo: `${BASE}/beneficios-grupo`,
  informacoesFinais: `${BASE}/informacoes-finais`,
  duvidasGerais: `${BASE}/duvidas-gerais`,
  final: `${BASE}/final`,
  dadosCadastraisEdicao: `${BASE}/dados-cadastrais-edicao`,
  dadosCadastraisToken: `${BASE}/dados-cadastrais-token`,
} as const;

/** The URL of a step of the walk (its last segment is the step's name). */
export const caminhoDoPasso = (passo: string) => `${BASE}/${passo}`;
