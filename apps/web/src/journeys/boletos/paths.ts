export const caminhosBoletos = { lista: '/boletos' } as const;

/** Other journeys' screens linked from here, by their spec URL (a journey never imports another). */
export const destinosBoletos = { cotas: '/groups-and-quotas' } as const;
