export const caminhosLances = {
  introducao: '/offers-and-bids-introduction',
  ofertar: '/offers-and-bids',
  historico: '/bid_history',
} as const;
