export const caminhosLances = {
  introducao: '/offers-and-bids-introduction',
  ofertar: '/offers-and-bids',
  historico: '/bid_history',
} as const;

/** Other journeys' screens linked from here, by their spec URL (a journey never imports another). */
export const destinosLances = {
  cotas: '/groups-and-quotas',
  assembleias: '/assemblies',
  home: '/home',
} as const;
