import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** One figure of a document (label over a large value), in a tile; a `dl` row inside the parent list. */
export function Indicador({
  rotulo,
  valor,
  detalhe,
  tom = 'normal',
  className,
}: {
  rotulo: ReactNode;
  valor: ReactNode;
  detalhe?: ReactNode;
  tom?: 'normal' | 'alerta' | 'sucesso';
  className?: string;
}) {
  return (
    <div
      className={clsx('rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70 sm:p-5', className)}
    >
      <dt className="text-sm text-tinta-suave">{rotulo}</dt>
      <dd
        className={clsx(
          'tabular mt-1 text-lg font-bold tracking-tight sm:text-xl',
          tom === 'alerta' ? 'text-alerta' : tom === 'sucesso' ? 'text-sucesso' : 'text-tinta',
        )}
      >
        {valor}
      </dd>
      {detalhe && <dd className="mt-0.5 text-xs text-tinta-fraca">{detalhe}</dd>}
    </div>
  );
}
