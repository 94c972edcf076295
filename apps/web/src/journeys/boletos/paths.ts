export const caminhosBoletos = {
  lista: '/boletos',
  historico: '/boletos/historico',
  composicao: '/boletos/composicao',
  quitacao: '/boletos/quitacao',
  formaDeEnvio: '/boletos/forma-de-envio',
  /** Public: anyone can check whether a boleto or PIX code was issued by this administrator. */
  verificar: '/verificar-boleto',
} as const;

/** Other journeys' screens linked from here, by their spec URL (a journey never imports another). */
export const destinosBoletos = { cotas: '/groups-and-quotas', entrar: '/entrar', home: '/home' } as const;
