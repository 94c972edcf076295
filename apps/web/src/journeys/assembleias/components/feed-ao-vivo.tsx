import { descreverEvento, type EventoAssembleia, type MensagemAoVivo } from '@portal/domain';
import { clsx } from 'clsx';
import { Dices, Flag, Gavel, PartyPopper, Play, Trophy, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/badge';
import { eventoDaCota } from './ao-vivo';
import { horaDoEvento } from './textos';

const ICONES: Record<EventoAssembleia['tipo'], LucideIcon> = {
  'assembleia-iniciada': Play,
  'numero-sorteado': Dices,
  'cota-contemplada': Trophy,
  'lances-apurados': Gavel,
  'assembleia-encerrada': Flag,
};

/**
 * The events as they arrive, newest on top, in the domain's words (descreverEvento). A polite live region:
 * a screen reader reads each new line without interrupting; the customer's own quota stands out.
 */
export function FeedAoVivo({
  mensagens,
  cotaPropria,
}: {
  mensagens: readonly MensagemAoVivo[];
  cotaPropria: number | null;
}) {
  const recentes = [...mensagens].reverse();
  return (
    <ol
      aria-live="polite"
      aria-relevant="additions"
      aria-label="Acontecimentos da assembleia"
      className="flex flex-col gap-2"
    >
      {recentes.map((m, i) => {
        const propria = eventoDaCota(m, cotaPropria);
        const Icone = propria ? PartyPopper : ICONES[m.evento.tipo];
        return (
          <li
            key={m.sequencia}
            className={clsx(
              'flex items-start gap-3 rounded-2xl px-3.5 py-3 ring-1',
              i === 0 && 'motion-safe:animate-surgir',
              propria ? 'bg-sucesso-fundo ring-sucesso/30' : 'bg-superficie ring-borda/70',
            )}
          >
            <span
              className={clsx(
                'grid size-9 shrink-0 place-items-center rounded-full [&_svg]:size-4',
                propria ? 'bg-sucesso text-white' : 'bg-primaria/10 text-primaria-texto',
              )}
              aria-hidden="true"
            >
              <Icone />
            </span>
            <div className="min-w-0 flex-1">
              <p className={clsx('text-[0.9375rem] leading-snug text-tinta', propria && 'font-semibold')}>
                {descreverEvento(m.evento)}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-tinta-suave">
                <time dateTime={m.em} className="tabular">
                  {horaDoEvento(m.em)}
                </time>
                {propria && <Badge tone="sucesso">Sua cota</Badge>}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
