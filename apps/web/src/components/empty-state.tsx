import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ReactNode;
  titulo: string;
  descricao?: ReactNode;
  acao?: ReactNode;
  className?: string;
  /** Heading level inside the page (the page's h1 is elsewhere). */
  nivel?: 2 | 3;
}

export function EmptyState({ icon, titulo, descricao, acao, className, nivel = 2 }: EmptyStateProps) {
  const Heading = nivel === 2 ? 'h2' : 'h3';
  return (
    <div className={clsx('flex flex-col items-center px-6 py-12 text-center', className)}>
      <span
        className="mb-4 grid size-16 place-items-center rounded-full bg-primaria/10 text-primaria-texto [&_svg]:size-7"
        aria-hidden="true"
      >
        {icon}
      </span>
      <Heading className="text-lg font-semibold text-tinta">{titulo}</Heading>
      {descricao && (
        <p className="mt-2 max-w-sm text-[0.9375rem] leading-relaxed text-tinta-suave">{descricao}</p>
      )}
      {acao && <div className="mt-6">{acao}</div>}
    </div>
  );
}
