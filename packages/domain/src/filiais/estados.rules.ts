import { getStateNameByCode, getStates } from '@brazilian-utils/brazilian-utils';

/** The 27 federative units (26 states and the Federal District), from @brazilian-utils (ARCHITECTURE.md). */
export const UFS: readonly string[] = getStates().map((s) => s.code);

export function ufValida(uf: string): boolean {
  return UFS.includes(uf.toUpperCase());
}

/** Spec §3 "Affiliate: estado (state name derived from the state code)": 'SP' → 'São Paulo'; unknown → the code. */
export function nomeDoEstado(uf: string): string {
  const codigo = uf.trim().toUpperCase();
  return ufValida(codigo)
    ? (getStateNameByCode(codigo as Parameters<typeof getStateNameByCode>[0]) ?? codigo)
    : codigo;
}
