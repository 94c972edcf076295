import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  padding?: 'none' | 'sm' | 'md';
  /** Highlights the card with the partner colour (e.g. the selected quota). */
  destaque?: boolean;
}

const paddings = { none: '', sm: 'p-4', md: 'p-5 sm:p-6' };

export function Card({ as: Tag = 'div', padding = 'md', destaque, className, ...rest }: CardProps) {
  return (
    <Tag
      className={clsx(
        'rounded-2xl bg-superficie shadow-cartao',
        destaque ? 'ring-2 ring-primaria' : 'ring-1 ring-borda/70',
        paddings[padding],
        className,
      )}
      {...rest}
    />
  );
}

/** A card's title row: heading on the left, an optional action on the right. */
export function CardHeader({
  titulo,
  nivel = 2,
  acao,
  className,
}: {
  titulo: ReactNode;
  nivel?: 2 | 3;
  acao?: ReactNode;
  className?: string;
}) {
  const Heading = nivel === 2 ? 'h2' : 'h3';
  return (
    <div className={clsx('mb-4 flex items-center justify-between gap-3', className)}>
      <Heading className="text-base font-semibold text-tinta">{titulo}</Heading>
      {acao}
    </div>
  );
}
