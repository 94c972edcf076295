/**
 * Calendar dates as ISO 'YYYY-MM-DD' strings, in America/Sao_Paulo (ARCHITECTURE: dates in São Paulo, shown
 * DD/MM/YYYY). A calendar date has no time zone once read: the arithmetic below runs in UTC so no server zone or
 * DST can shift a count; only "today" and "now" need the São Paulo zone.
 */

const FUSO = 'America/Sao_Paulo';
const DIA_MS = 86_400_000;

// Built once, on first use: Intl constructors are expensive ("today" runs in every list row), and building it
// when the module loads cost a fifth of the login page's script start on a slow phone (issue 16).
let dataHoraSp: Intl.DateTimeFormat | undefined;
const formatoDataHoraSp = () =>
  (dataHoraSp ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: FUSO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23', // never '24:00' at midnight
  }));

/** Current date and time in São Paulo, whatever the server's or browser's own time zone. */
export function agoraEmSaoPaulo(agora: Date = new Date()): { data: string; hora: string } {
  const p = Object.fromEntries(
    formatoDataHoraSp()
      .formatToParts(agora)
      .map((x) => [x.type, x.value]),
  );
  return { data: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
}

/** Today as YYYY-MM-DD in São Paulo: the reference for contemplation, due dates and deadlines. */
export function hojeEmSaoPaulo(agora: Date = new Date()): string {
  return agoraEmSaoPaulo(agora).data;
}

function diasNoMes(ano: number, mes: number): number {
  // Day 0 of the next month is the last day of this one.
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

/** Days since 1970-01-01 for a calendar date. Throws on anything but an existing 'YYYY-MM-DD' date. */
export function numeroDoDia(data: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(data);
  if (m) {
    const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    // Date.UTC rolls 2025-02-30 over to March: a date that does not come back unchanged does not exist.
    if (new Date(ms).toISOString().slice(0, 10) === data) return ms / DIA_MS;
  }
  throw new RangeError(`Data inválida: '${data}' (esperado AAAA-MM-DD).`);
}

/** The inverse of numeroDoDia. */
export function dataDoNumero(numero: number): string {
  return new Date(numero * DIA_MS).toISOString().slice(0, 10);
}

/** Calendar days from `de` to `ate`; negative when `ate` comes first. */
export function diasCorridos(de: string, ate: string): number {
  return numeroDoDia(ate) - numeroDoDia(de);
}

/** `data` plus `dias` calendar days (negative goes back). */
export function somarDias(data: string, dias: number): string {
  return dataDoNumero(numeroDoDia(data) + dias);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export function diaDaSemana(data: string): number {
  // 1970-01-01 was a Thursday (4); the double modulo keeps dates before 1970 in 0..6.
  return (((numeroDoDia(data) + 4) % 7) + 7) % 7;
}

/** 'YYYY-MM-DD' of a year, month (1–12) and day. */
export function montarData(ano: number, mes: number, dia: number): string {
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}
