export const caminhosAssembleias = {
  assembleias: '/assemblies',
  /** The published result; `?assembleia={id}` picks one, none shows the latest held. */
  detalhes: '/assemblies/details',
  aoVivo: '/assemblies/ao-vivo',
} as const;

export const PARAM_ASSEMBLEIA = 'assembleia';

export function caminhoDoResultado(idAssembleia: number): string {
  return `${caminhosAssembleias.detalhes}?${PARAM_ASSEMBLEIA}=${idAssembleia}`;
}

/** Other journeys' screens linked from here, by their spec URL (a journey never imports another). */
export const destinosAssembleias = {
  cotas: '/groups-and-quotas',
  ofertarLance: '/offers-and-bids',
  historicoLances: '/bid_history',
  home: '/home',
} as const;
