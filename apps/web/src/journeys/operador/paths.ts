/** The back-office's own pages (issue 4), under /operador; its API is /operador/v1. */
export const caminhosOperador = {
  raiz: '/operador',
  entrar: '/operador/entrar',
  /** The case queue is the back-office's home. */
  fila: '/operador',
  auditoria: '/operador/auditoria',
  caso: (numero: string) => `/operador/casos/${encodeURIComponent(numero)}`,
  cliente: (inscricao: string) => `/operador/clientes/${encodeURIComponent(inscricao)}`,
} as const;
