/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings for the boleto rules. Internal to boletos/ (not re-exported from
 * the package index) so its generic names cannot collide with another journey's.
 */

const DIA_MS = 86_400_000;

/** Days since 1970-01-01 for a calendar date; UTC so no time zone or DST can shift the count. */
export function numeroDoDia(data: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(data);
  if (m) {
    const [ano, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const ms = Date.UTC(ano, mes - 1, dia);
    // Date.UTC rolls 2025-02-30 over to March: a date that does not come back unchanged does not exist.
    if (new Date(ms).toISOString().slice(0, 10) === data) return ms / DIA_MS;
  }
  throw new RangeError(`Data inválida: '${data}' (esperado AAAA-MM-DD).`);
}

export function dataDoNumero(numero: number): string {
  return new Date(numero * DIA_MS).toISOString().slice(0, 10);
}

/** Calendar days from `de` to `ate`; negative when `ate` comes first. */
export function diasCorridos(de: string, ate: string): number {
  return numeroDoDia(ate) - numeroDoDia(de);
}

export function somarDias(data: string, dias: number): string {
  return dataDoNumero(numeroDoDia(data) + dias);
}
