/**
 * The live view's event sequence. The operator runs an assembly step by step: the API computes the whole result
 * once with `apurarAssembleia`, then publishes these events one at a time, so what viewers watch is exactly
 * the result that gets published.
 */
import { formatarPercentual, padCota } from '../formatacao/formatacao.rules.ts';
import { ROTULOS_MODALIDADE } from '../lances/modalidades.ts';
import type { EventoAssembleia, ResultadoApuracao } from './assembleias.schemas.ts';

/** Started, then each draw's number and contemplation, then the bid winners, the bid summary and the end. */
export function eventosDaApuracao(
  assembleia: { numeroTotalAssembleia: number; dataSorteio: string },
  resultado: ResultadoApuracao,
): EventoAssembleia[] {
  const eventos: EventoAssembleia[] = [{ tipo: 'assembleia-iniciada', ...assembleia }];
  for (const sorteio of resultado.sorteios) {
    eventos.push({ tipo: 'numero-sorteado', sorteio });
    const contemplada = resultado.contempladas.find(
      (c) => c.forma === 'sorteio' && c.cota === sorteio.cotaContemplada,
    );
    if (contemplada) eventos.push({ tipo: 'cota-contemplada', contemplada });
  }
  for (const contemplada of resultado.contempladas.filter((c) => c.forma === 'lance')) {
    eventos.push({ tipo: 'cota-contemplada', contemplada });
  }
  eventos.push({
    tipo: 'lances-apurados',
    faixaLances: resultado.faixaLances,
    quantidadeContempladas: resultado.contempladas.filter((c) => c.forma === 'lance').length,
    quantidadeEncerrados: resultado.lancesEncerrados.length,
  });
  eventos.push({ tipo: 'assembleia-encerrada', quantidadeContempladas: resultado.contempladas.length });
  return eventos;
}

/** One line of the live feed, in Portuguese. */
export function descreverEvento(evento: EventoAssembleia): string {
  switch (evento.tipo) {
    case 'assembleia-iniciada':
      return `A assembleia nº ${evento.numeroTotalAssembleia} começou.`;
    case 'numero-sorteado':
      return `${evento.sorteio.premio}º prêmio ${evento.sorteio.numeroPremio}: número sorteado ${padCota(evento.sorteio.numeroEquivalente)}.`;
    case 'cota-contemplada': {
      const c = evento.contemplada;
      return c.forma === 'sorteio'
        ? `Cota ${padCota(c.cota)} contemplada por sorteio.`
        : `Cota ${padCota(c.cota)} contemplada por lance (${ROTULOS_MODALIDADE[c.modalidade]}, ${formatarPercentual(c.percentualLance ?? 0, 4)}).`;
    }
    case 'lances-apurados':
      return evento.faixaLances
        ? `Lances apurados: ${evento.quantidadeContempladas} contemplada(s), de ${formatarPercentual(evento.faixaLances.menorPercentual, 4)} a ${formatarPercentual(evento.faixaLances.maiorPercentual, 4)}.`
        : 'Lances apurados: nenhuma cota contemplada por lance.';
    case 'assembleia-encerrada':
      return `Assembleia encerrada: ${evento.quantidadeContempladas} cota(s) contemplada(s).`;
  }
}
