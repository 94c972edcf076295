export const caminhosCasos = { solicitacoes: '/requests' } as const;

/** Other journeys' screens linked from here, by their spec URL (a journey never imports another). */
export const destinosCasos = { cotas: '/groups-and-quotas' } as const;
