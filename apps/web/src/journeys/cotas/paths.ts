export const caminhosCotas = {
  lista: '/groups-and-quotas',
  /** The list narrowed to the quotas contemplated by draw. */
  contempladas: '/groups-and-quotas?sorteio=contempladas',
  detalhes: '/detalhes-da-cota',
  /** The list, to choose a quota and then return to `voltarPara` (a screen of the route registry). */
  escolherEVoltar: (voltarPara: string) => `/groups-and-quotas?voltarPara=${encodeURIComponent(voltarPara)}`,
} as const;
