/** 03 §2 "Instalment renegotiation (under boletos)": renegociar/introducao, parcelasdisponiveis, resumo, sucesso. */
const BASE = '/boletos/renegociar';

export const caminhosRenegociacao = {
  introducao: `${BASE}/introducao`,
  parcelasDisponiveis: `${BASE}/parcelasdisponiveis`,
  resumo: `${BASE}/resumo`,
  sucesso: `${BASE}/sucesso`,
} as const;
