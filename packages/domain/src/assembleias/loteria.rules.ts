/**
 * Which Loteria Federal contest an assembly uses (ADR 0018). The Loteria Federal draws on Wednesdays and
 * Saturdays, one contest each, numbered in sequence; an assembly uses the contest of its draw date or, when that
 * day has no draw, the last one before it. The operator types the contest number and the API refuses any other,
 * so a result cannot be computed from a draw chosen after the fact.
 */
import { formatarData } from '../formatacao/formatacao.rules.ts';

/** A known contest and its date (a Wednesday), from which the others are counted. */
export const CONCURSO_DE_REFERENCIA = { concurso: 6000, data: '2025-10-01' } as const;

const DIA_MS = 86_400_000;
const diaDaSemana = (data: string) => new Date(`${data}T12:00:00Z`).getUTCDay();
const dias = (de: string, ate: string) =>
  Math.round((Date.parse(`${ate}T12:00:00Z`) - Date.parse(`${de}T12:00:00Z`)) / DIA_MS);

/** The date of the last draw on or before `data` (Wednesday = 3, Saturday = 6). */
export function ultimoSorteioAte(data: string): string {
  const atras = [0, 1, 2, 3, 4, 5, 6].find((d) => [3, 6].includes((diaDaSemana(data) - d + 7) % 7))!;
  return new Date(Date.parse(`${data}T12:00:00Z`) - atras * DIA_MS).toISOString().slice(0, 10);
}

/** The contest number of the last draw on or before `data`. */
export function concursoDaData(data: string): number {
  const sorteio = ultimoSorteioAte(data);
  const semanas = Math.floor(dias(CONCURSO_DE_REFERENCIA.data, sorteio) / 7);
  const resto = dias(CONCURSO_DE_REFERENCIA.data, sorteio) - semanas * 7;
  // Two draws a week: Wednesday (resto 0) then Saturday (resto 3).
  return CONCURSO_DE_REFERENCIA.concurso + semanas * 2 + (resto === 0 ? 0 : 1);
}

export function mensagemConcursoErrado(data: string): string {
  const sorteio = ultimoSorteioAte(data);
  return `Informe o concurso da Loteria Federal de ${formatarData(sorteio)}: nº ${concursoDaData(data)}.`;
}
