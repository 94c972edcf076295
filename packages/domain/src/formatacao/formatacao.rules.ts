/** Display formatting shared by web, API and PDFs (ARCHITECTURE: one money formatter, dates in São Paulo). */

const FUSO = 'America/Sao_Paulo';

// Built once: Intl constructors are expensive and these run in every list row.
const MOEDA = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DATA_HORA_SP = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23', // never '24:00' at midnight
});

/** 'R$ 1.234,56' with the non-breaking space Intl emits (kept so every screen renders alike). */
export function formatarMoeda(centavos: number): string {
  if (!Number.isInteger(centavos)) throw new Error(`Valor em centavos deve ser inteiro: ${centavos}.`);
  return MOEDA.format(centavos / 100);
}

function diasNoMes(ano: number, mes: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids local DST quirks.
  return new Date(Date.UTC(ano, mes, 0)).getUTCDate();
}

function dataExiste(ano: number, mes: number, dia: number): boolean {
  return ano >= 1 && mes >= 1 && mes <= 12 && dia >= 1 && dia <= diasNoMes(ano, mes);
}

/** '31/12/1990' → '1990-12-31'; null when malformed or not a calendar date (31/02, 29/02 of a common year). */
export function dataBrParaIso(br: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(br.trim());
  if (!m) return null;
  const [, dia = '', mes = '', ano = ''] = m;
  return dataExiste(Number(ano), Number(mes), Number(dia)) ? `${ano}-${mes}-${dia}` : null;
}

/** '1990-12-31' (or an ISO timestamp, whose date part is used) → '31/12/1990'; null when invalid. */
export function dataIsoParaBr(iso: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(iso.trim());
  if (!m) return null;
  const [, ano = '', mes = '', dia = ''] = m;
  return dataExiste(Number(ano), Number(mes), Number(dia)) ? `${dia}/${mes}/${ano}` : null;
}

/** DD/MM/YYYY for display; '' for a missing or invalid date so a screen never shows garbage. */
export function formatarData(iso: string | null): string {
  return iso ? (dataIsoParaBr(iso) ?? '') : '';
}

/** Current date and time in São Paulo, whatever the server's or browser's own time zone. */
export function agoraEmSaoPaulo(agora: Date = new Date()): { data: string; hora: string } {
  const p = Object.fromEntries(DATA_HORA_SP.formatToParts(agora).map((x) => [x.type, x.value]));
  return { data: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
}

/** Today as YYYY-MM-DD in São Paulo: the reference for contemplation, due dates and deadlines. */
export function hojeEmSaoPaulo(agora: Date = new Date()): string {
  return agoraEmSaoPaulo(agora).data;
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
