export const caminhosCotas = {
  lista: '/groups-and-quotas',
  /** The list narrowed to the quotas contemplated by draw. */
  contempladas: '/groups-and-quotas?sorteio=contempladas',
  detalhes: '/detalhes-da-cota',
} as const;
