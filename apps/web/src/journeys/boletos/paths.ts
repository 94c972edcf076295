export const caminhosBoletos = {
  lista: '/boletos',
  historico: '/boletos/historico',
  composicao: '/boletos/composicao',
  quitacao: '/boletos/quitacao',
  formaDeEnvio: '/boletos/forma-de-envio',
  /** Public: anyone can check whether a boleto or PIX code was issued by this administrator. */
  verificar: '/verificar-boleto',
  /** The list narrowed to the overdue instalments (home's overdue notice, a paid boleto's "generate new"). */
  vencidos: '/boletos?filtro=late',
} as const;
