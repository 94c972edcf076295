import { clsx } from 'clsx';

export interface ProgressBarProps {
  valor: number;
  maximo: number;
  /** Accessible name, e.g. 'Parcelas pagas'. */
  rotulo: string;
  /** Read by screen readers instead of a bare percentage, e.g. '12 de 80 parcelas'. */
  textoValor?: string;
  /** 'neutro' for something no longer in progress (a cancelled quota). */
  tom?: 'marca' | 'neutro';
  className?: string;
}

export function ProgressBar({
  valor,
  maximo,
  rotulo,
  textoValor,
  tom = 'marca',
  className,
}: ProgressBarProps) {
  const pct = maximo > 0 ? Math.min(100, Math.max(0, (valor / maximo) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={rotulo}
      aria-valuemin={0}
      aria-valuemax={maximo}
      aria-valuenow={valor}
      aria-valuetext={textoValor}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-borda/80', className)}
    >
      <div
        className={clsx(
          'h-full rounded-full transition-[width] duration-500',
          tom === 'marca' ? 'bg-primaria' : 'bg-tinta-fraca',
        )}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
