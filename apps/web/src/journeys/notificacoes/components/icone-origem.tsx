import type { Informativo } from '@portal/domain';
import { clsx } from 'clsx';
import { Bell, CalendarDays, ClipboardList, Gavel, Megaphone, Receipt, type LucideIcon } from 'lucide-react';

const ICONES: Record<Informativo['origem'], LucideIcon> = {
  boletos: Receipt,
  lances: Gavel,
  assembleias: CalendarDays,
  casos: ClipboardList,
  operador: Megaphone,
};

/** The journey an item came from, as a round icon; news always carry the megaphone. */
export function IconeOrigem({
  item,
  className,
}: {
  item: Pick<Informativo, 'origem' | 'tipo'>;
  className?: string;
}) {
  const Icone = item.tipo === 'noticia' ? Megaphone : (ICONES[item.origem] ?? Bell);
  return (
    <span
      className={clsx(
        'grid size-11 shrink-0 place-items-center rounded-full [&_svg]:size-5',
        item.tipo === 'noticia' ? 'bg-info-fundo text-info' : 'bg-primaria/10 text-primaria-texto',
        className,
      )}
      aria-hidden="true"
    >
      <Icone />
    </span>
  );
}
