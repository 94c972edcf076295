import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';

/**
 * A home highlight card (pending boleto, live or next assembly): a coloured edge, an icon, a small label, the
 * headline (the card's name) and one call to action. `urgente` turns it red and the action primary.
 */
export function CartaoDestaque({
  id,
  urgente,
  icone,
  rotulo,
  titulo,
  acao,
  children,
}: {
  id: string;
  urgente: boolean;
  icone: ReactNode;
  /** The small upper-case line above the headline. */
  rotulo: ReactNode;
  titulo: ReactNode;
  /** Absent when the session may not open the destination (transparent login). */
  acao?: { para: string; texto: string };
  children?: ReactNode;
}) {
  return (
    <Card as="section" padding="none" aria-labelledby={id} className="relative overflow-hidden">
      <span
        className={clsx('absolute inset-y-0 left-0 w-1.5', urgente ? 'bg-perigo' : 'bg-primaria')}
        aria-hidden="true"
      />
      <div className="flex flex-col gap-4 p-5 pl-6 sm:flex-row sm:items-center sm:gap-5 sm:p-6 sm:pl-7">
        <span
          className={clsx(
            'grid size-12 shrink-0 place-items-center rounded-2xl [&_svg]:size-6',
            urgente ? 'bg-perigo-fundo text-perigo' : 'bg-primaria/10 text-primaria-texto',
          )}
          aria-hidden="true"
        >
          {icone}
        </span>
        <div className="min-w-0 flex-1">
          {rotulo}
          <h2 id={id} className="mt-1 text-lg leading-snug font-bold tracking-tight text-tinta">
            {titulo}
          </h2>
          {children}
        </div>
        {acao && (
          <Button asChild variant={urgente ? 'primary' : 'secondary'} className="sm:shrink-0">
            <Link to={acao.para}>
              {acao.texto}
              <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
