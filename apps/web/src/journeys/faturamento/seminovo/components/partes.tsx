import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';

/* The billing screens' small parts (as the billing start's), for the used vehicle's screens. */

/** A choice that is a link to the next screen: icon, title, one line, chevron; 64 px tall at least. */
export function OpcaoLink({
  para,
  icone: Icone,
  titulo,
  descricao,
  onClick,
}: {
  para: string;
  icone: LucideIcon;
  titulo: string;
  descricao: string;
  onClick?: () => void;
}) {
  return (
    <li>
      <Link
        to={para}
        onClick={onClick}
        className="flex min-h-16 items-center gap-4 rounded-2xl p-4 ring-1 ring-borda transition-colors ring-inset hover:bg-primaria/5 hover:ring-primaria"
      >
        <span
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <Icone className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-tinta">{titulo}</span>
          <span className="block text-sm text-tinta-suave">{descricao}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** A screen's paragraph. */
export function Texto({ children }: { children: ReactNode }) {
  return <p className="text-[0.9375rem] leading-relaxed text-tinta-suave">{children}</p>;
}

/** The primary link action of a screen. */
export function Avancar({ para, children }: { para: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={para}>
        {children}
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Link>
    </Button>
  );
}
