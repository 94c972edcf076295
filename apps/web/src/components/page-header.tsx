import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  titulo: string;
  descricao?: ReactNode;
  /** A back link (e.g. detail → list). */
  voltar?: { para: string; rotulo: string };
  acoes?: ReactNode;
}

/** The page's one h1, with an optional back link and actions. */
export function PageHeader({ titulo, descricao, voltar, acoes }: PageHeaderProps) {
  return (
    <header className="mb-6 sm:mb-8">
      {voltar && (
        <Link
          to={voltar.para}
          className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full pr-3 pl-1 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
          {voltar.rotulo}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-tinta sm:text-[1.75rem]">{titulo}</h1>
          {descricao && <p className="mt-1.5 text-[0.9375rem] text-tinta-suave">{descricao}</p>}
        </div>
        {acoes && <div className="flex gap-2">{acoes}</div>}
      </div>
    </header>
  );
}
