import type { RotaVendedor, TelaFaturamentoSeminovo } from '@portal/domain';

/**
 * 02 §2.5: the used-vehicle billing screens under /faturamentoseminovo (all 47, aliases included: the domain's
 * TELAS_FATURAMENTO_SEMINOVO) and the index, which opens the screen of the case's phase (02 §4.6).
 */
const BASE = '/faturamentoseminovo';

/** The route of a §2.5 screen ('simulacao/placa' → /faturamentoseminovo/simulacao/placa). */
export const caminhoSeminovo = (tela: TelaFaturamentoSeminovo) => `${BASE}/${tela}`;

export const caminhosFaturamentoSeminovo = {
  indice: BASE,
  central: caminhoSeminovo('centralcontemplacao'),
  simulacao: caminhoSeminovo('simulacao'),
  placa: caminhoSeminovo('simulacao/placa'),
} as const;

/** The seller's screens by their route slug (vendedor/{tipo}/…). */
export const caminhoVendedor = (rota: RotaVendedor, passo: 'dadospessoais' | 'dadosbancarios' | 'anexos') =>
  caminhoSeminovo(`vendedor/${rota}/${passo}`);
