/** Display formatting shared by web, API and PDFs (ARCHITECTURE: one money formatter, dates in São Paulo). */
import { dataIsoParaBr } from '../comum/datas.ts';

// Built once: Intl constructors are expensive and this runs in every list row.
const MOEDA = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56' with the non-breaking space Intl emits (kept so every screen renders alike). */
export function formatarMoeda(centavos: number): string {
  if (!Number.isInteger(centavos)) throw new Error(`Valor em centavos deve ser inteiro: ${centavos}.`);
  return MOEDA.format(centavos / 100);
}

/** DD/MM/YYYY for display; '' for a missing or invalid date so a screen never shows garbage. */
export function formatarData(iso: string | null): string {
  return iso ? (dataIsoParaBr(iso) ?? '') : '';
}

/** Spec §5: quota numbers are shown with 4 digits. */
export function padCota(n: number | string): string {
  return String(n).trim().padStart(4, '0');
}

/** Spec §5: group numbers are shown with 6 digits. */
export function padGrupo(n: number | string): string {
  return String(n).trim().padStart(6, '0');
}

/** 16.5 → '16,50%'. */
export function formatarPercentual(valor: number, casas = 2): string {
  const f = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: casas, maximumFractionDigits: casas });
  return `${f.format(valor)}%`;
}

/** '001234 / 0056': how a quota is identified on every screen and document. */
export function formatarGrupoCota(grupo: number | string, cota: number | string): string {
  return `${padGrupo(grupo)} / ${padCota(cota)}`;
}
