/** 03 §2 "Anticipation (under boletos)": choose how much, the effect before confirming, and its boleto. */
const BASE = '/boletos/antecipar';

export const caminhosAntecipacao = {
  introducao: `${BASE}/introducao`,
  resumo: `${BASE}/resumo`,
  boleto: `${BASE}/boleto`,
} as const;
