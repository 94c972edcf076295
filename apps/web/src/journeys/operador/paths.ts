/** The back-office's own pages (issue 4), under /operador; its API is /operador/v1. */
export const caminhosOperador = {
  raiz: '/operador',
  entrar: '/operador/entrar',
  /** The case queue is the back-office's home. */
  fila: '/operador',
  auditoria: '/operador/auditoria',
  /** Find a boleto and register its payment by hand (issue 5). */
  boletos: '/operador/boletos',
  /** Import the bank's CNAB 240 return file (issue 5). */
  retornos: '/operador/retornos',
  /** Payouts: CNAB 240 payment remittances and their return (issue 20). */
  repasses: '/operador/repasses',
  /** Run the monthly assemblies: Loteria Federal result, then publish step by step (issue 6). */
  assembleias: '/operador/assembleias',
  assembleia: (id: number) => `/operador/assembleias/${id}`,
  /** News to every customer of a partner (issue 7). */
  informativos: '/operador/informativos',
  /** Maintenance warnings on a partner's portal (issue 15). */
  avisos: '/operador/avisos',
  /** Contemplation analyses by their 48-business-hour SLA (issue 18). */
  analises: '/operador/analises',
  /** The goods billing's identifications (issue 19). */
  faturamentos: '/operador/faturamentos',
  /** Refund requests by business-day deadline (issue 20). */
  devolucoes: '/operador/devolucoes',
  transferencias: '/operador/transferencias',
  /** Pending instalment renegotiations to follow until the next due date (issue 22). */
  renegociacoes: '/operador/renegociacoes',
  /** Insurance offer requests to contact (issue 22, ADR 0055). */
  seguros: '/operador/seguros',
  posVenda: '/operador/pos-venda',
  analise: (numero: string) => `/operador/analises/${encodeURIComponent(numero)}`,
  /** Dealer, brand and model inclusion requests of goods billing (issue 19). */
  catalogoVeiculos: '/operador/catalogo-veiculos',
  caso: (numero: string) => `/operador/casos/${encodeURIComponent(numero)}`,
  cliente: (inscricao: string) => `/operador/clientes/${encodeURIComponent(inscricao)}`,
} as const;
