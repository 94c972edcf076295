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
          <dt className="text-sm text-tinta-suave">{i.termo}</dt>
          <dd className="tabular text-right text-[0.9375rem] font-semibold text-tinta sm:mt-1 sm:text-left">
            {i.descricao}
          </dd>
        </div>
      ))}
    </dl>
  );
}
