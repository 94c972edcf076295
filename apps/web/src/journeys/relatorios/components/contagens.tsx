import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card } from '@/components/card';

export interface Contagem {
  rotulo: string;
  valor: ReactNode;
  /** 'alerta' for a count that needs attention (instalments overdue). */
  tom?: 'alerta';
}

/** Two or three counts side by side from sm up; on a phone, label/value rows (labels never squeezed). */
export function Contagens({ itens }: { itens: readonly Contagem[] }) {
  return (
    <Card padding="none">
      <dl
        className={clsx(
          'divide-y divide-borda/70 sm:grid sm:divide-x sm:divide-y-0',
          itens.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2',
        )}
      >
        {itens.map((i) => (
          <div
            key={i.rotulo}
            className="flex items-baseline justify-between gap-3 px-5 py-3.5 sm:block sm:px-6 sm:py-5"
          >
            <dt className="text-sm text-tinta-suave">{i.rotulo}</dt>
            <dd
              className={clsx(
                'tabular text-lg font-bold tracking-tight sm:mt-1 sm:text-xl',
                i.tom === 'alerta' ? 'text-alerta' : 'text-tinta',
              )}
            >
              {i.valor}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
