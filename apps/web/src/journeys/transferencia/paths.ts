/** 03 §2 "Quota transfer": the six routes under /transferencia-cota. */
const BASE = '/transferencia-cota';

export const caminhosTransferencia = {
  introducao: `${BASE}/introducao`,
  cessionario: `${BASE}/cpf-cnpj-cessionario`,
  confirmarEmail: `${BASE}/confirmar-email`,
  erro: `${BASE}/erro`,
  sucesso: `${BASE}/sucesso`,
  aguarde: `${BASE}/aguarde`,
} as const;
