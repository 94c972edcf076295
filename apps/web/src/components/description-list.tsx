import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface ItemDescricao {
  termo: string;
  descricao: ReactNode;
}

/** Label/value rows for detail screens: one column on phones, two from sm. */
export function DescriptionList({
  itens,
  className,
}: {
  itens: readonly ItemDescricao[];
  className?: string;
}) {
  return (
    <dl className={clsx('grid gap-x-8 sm:grid-cols-2', className)}>
      {itens.map((i) => (
        <div
          key={i.termo}
          className="flex items-baseline justify-between gap-4 border-b border-borda/70 py-3.5 last:border-b-0 sm:block sm:border-b-0 sm:py-3"
        >
          {/* A term shrinks to its longest word, never inside one ('Códig/o'): narrow screens set every box in
              main to min-width 0 (index.css), which only an inline style outranks. */}
          <dt className="text-sm text-tinta-suave" style={{ minWidth: 'min-content' }}>
            {i.termo}
          </dt>
          <dd className="tabular text-right text-[0.9375rem] font-semibold text-tinta sm:mt-1 sm:text-left">
            {i.descricao}
          </dd>
        </div>
      ))}
    </dl>
  );
}
