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
