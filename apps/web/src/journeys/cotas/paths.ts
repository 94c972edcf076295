export const caminhosCotas = {
  lista: '/groups-and-quotas',
  detalhes: '/detalhes-da-cota',
} as const;
