import { isBusinessDay, isValidPhone } from '@brazilian-utils/brazilian-utils';
import { agoraEmSaoPaulo } from '../comum/datas.ts';
import { formatarData } from '../formatacao/formatacao.rules.ts';

/** Spec §1: customer service works Monday to Friday, 08h to 19h. */
export const HORARIO_ATENDIMENTO = 'Segunda a sexta, das 08h às 19h';

/** "Ligamos para você": the periods of the service day a customer can pick, as [start, end) hours (spec 02/03: morning 08–13h, afternoon 13–19h). */
export const PERIODOS_RETORNO = ['manha', 'tarde'] as const;
export type Periodo = (typeof PERIODOS_RETORNO)[number];
export const JANELAS_RETORNO: Record<
  Periodo,
  { rotulo: string; horario: string; inicio: number; fim: number }
> = {
  manha: { rotulo: 'Manhã', horario: 'das 08h às 13h', inicio: 8, fim: 13 },
  tarde: { rotulo: 'Tarde', horario: 'das 13h às 19h', inicio: 13, fim: 19 },
};

/** A call-back is booked for today only while at least this much of the period is left. */
const MINUTOS_MINIMOS_NO_PERIODO = 60;

/** A Brazilian landline or mobile with area code, digits only (spec §5 'Telefone inválido' otherwise). */
export function telefoneValido(digitos: string): boolean {
  return /^\d{10,11}$/.test(digitos) && isValidPhone(digitos);
}

const paraData = (iso: string) => {
  const [a, m, d] = iso.split('-').map(Number);
  return new Date(a!, m! - 1, d!);
};
const paraIso = (data: Date) =>
  `${data.getFullYear()}-${String(data.getMonth() + 1).padStart(2, '0')}-${String(data.getDate()).padStart(2, '0')}`;

/**
 * A day customer service works: Monday to Friday, not a national holiday. Carnaval and Corpus Christi count as
 * holidays (banks and the administrator close), through @brazilian-utils' Easter-based table.
 */
export function diaDeAtendimento(iso: string): boolean {
  return isBusinessDay(paraData(iso));
}

export function proximoDiaDeAtendimento(iso: string): string {
  const d = paraData(iso);
  do d.setDate(d.getDate() + 1);
  while (!isBusinessDay(d));
  return paraIso(d);
}

/**
 * The business day we call back: today (São Paulo) when it is a service day and at least an hour of the period
 * is left; otherwise the next service day.
 */
export function dataDoRetorno(agora: Date, periodo: Periodo): string {
  const { data, hora } = agoraEmSaoPaulo(agora);
  const [h, m] = hora.split(':').map(Number);
  const minutos = h! * 60 + m!;
  const cabeHoje = minutos <= JANELAS_RETORNO[periodo].fim * 60 - MINUTOS_MINIMOS_NO_PERIODO;
  return diaDeAtendimento(data) && cabeHoje ? data : proximoDiaDeAtendimento(data);
}

/** What the customer reads after asking: 'Ligamos para você em 12/05/2026, à tarde (13h às 19h).' */
export function confirmacaoRetorno(data: string, periodo: Periodo): string {
  const quando = { manha: 'pela manhã', tarde: 'à tarde' }[periodo];
  const { inicio, fim } = JANELAS_RETORNO[periodo];
  return `Ligamos para você em ${formatarData(data)}, ${quando} (${String(inicio).padStart(2, '0')}h às ${fim}h).`;
}
