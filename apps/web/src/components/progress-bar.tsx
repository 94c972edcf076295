import { clsx } from 'clsx';

export type TomProgresso = 'marca' | 'neutro' | 'info' | 'alerta' | 'perigo';

const cores: Record<TomProgresso, string> = {
  marca: 'bg-primaria',
  neutro: 'bg-tinta-fraca',
  info: 'bg-info',
  alerta: 'bg-alerta',
  perigo: 'bg-perigo',
};

export interface ProgressBarProps {
  valor: number;
  maximo: number;
  /** Accessible name, e.g. 'Parcelas pagas'. */
  rotulo: string;
  /** Read by screen readers instead of a bare percentage, e.g. '12 de 80 parcelas'. */
  textoValor?: string;
  /**
   * 'neutro' for something no longer in progress (a cancelled quota); 'info', 'alerta' and 'perigo' for time
   * running out (the SMS token's countdown), exposed as `data-tom` too.
   */
  tom?: TomProgresso;
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
      data-tom={tom}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-borda/80', className)}
    >
      <div
        className={clsx('h-full rounded-full transition-[width,background-color] duration-500', cores[tom])}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
