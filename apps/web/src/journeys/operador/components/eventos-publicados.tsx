import { descreverEvento, type EventoAssembleia, type MensagemAoVivo } from '@portal/domain';
import { Dices, Flag, Gavel, Play, Trophy, type LucideIcon } from 'lucide-react';
import { formatarDataHora } from './aparencia';

export const ICONES_EVENTO: Record<EventoAssembleia['tipo'], LucideIcon> = {
  'assembleia-iniciada': Play,
  'numero-sorteado': Dices,
  'cota-contemplada': Trophy,
  'lances-apurados': Gavel,
  'assembleia-encerrada': Flag,
};

/** What the customers have already seen, newest on top, numbered as published. */
export function EventosPublicados({ publicados }: { publicados: readonly MensagemAoVivo[] }) {
  if (publicados.length === 0) return <p className="text-sm text-tinta-suave">Nada publicado ainda.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Passos publicados">
      {[...publicados].reverse().map((m) => {
        const Icone = ICONES_EVENTO[m.evento.tipo];
        return (
          <li key={m.sequencia} className="flex items-start gap-3 rounded-xl bg-fundo/70 px-3 py-2.5">
            <span
              className="grid size-8 shrink-0 place-items-center rounded-full bg-superficie text-tinta-suave ring-1 ring-borda [&_svg]:size-4"
              aria-hidden="true"
            >
              <Icone />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm text-tinta">
                <span className="tabular font-semibold text-tinta-suave">{m.sequencia}. </span>
                {descreverEvento(m.evento)}
              </p>
              <p className="tabular mt-0.5 text-xs text-tinta-suave">{formatarDataHora(m.em)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
