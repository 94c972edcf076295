/** 03 §2 "Insurance offer (/ofertaseguro)": introducao, simulacao, solicitar, sucesso, aguarde, adquirido, erro. */
const BASE = '/ofertaseguro';

export const caminhosSeguro = {
  introducao: `${BASE}/introducao`,
  simulacao: `${BASE}/simulacao`,
  solicitar: `${BASE}/solicitar`,
  sucesso: `${BASE}/sucesso`,
  aguarde: `${BASE}/aguarde`,
  adquirido: `${BASE}/adquirido`,
  erro: `${BASE}/erro`,
} as const;
