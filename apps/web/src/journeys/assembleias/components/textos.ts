import { formatarData, type SituacaoAssembleia } from '@portal/domain';

export const ROTULOS_SITUACAO_ASSEMBLEIA: Record<SituacaoAssembleia, string> = {
  agendada: 'Agendada',
  'em-andamento': 'Acontecendo agora',
  realizada: 'Realizada',
};

const DIA_DA_SEMANA = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

/** '2026-06-20' → 'sábado' (the date is a calendar day: read at noon UTC, so no time zone shifts it). */
export function diaDaSemana(iso: string): string {
  return DIA_DA_SEMANA.format(new Date(`${iso}T12:00:00Z`));
}

/** '2026-06-20' → 'sábado, 20/06/2026'. */
export function dataPorExtenso(iso: string): string {
  return `${diaDaSemana(iso)}, ${formatarData(iso)}`;
}

/** The bid deadline as the customer reads it (calendario.rules: until 23:59:59 of that day, São Paulo time). */
export function textoPrazoLance(dataLimiteLance: string): string {
  return `${formatarData(dataLimiteLance)}, até 23h59 (horário de Brasília)`;
}

const HORA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An ISO instant → '14:03:27' in São Paulo time: live events come seconds apart. */
export function horaDoEvento(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : HORA.format(new Date(ms));
}
