import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';

/** The back-office wordmark: the same for every partner. */
export function MarcaOperador({ claro = false, className }: { claro?: boolean; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <span
        className={clsx(
          'grid size-9 shrink-0 place-items-center rounded-xl',
          claro ? 'bg-white/12 text-white' : 'bg-primaria text-primaria-contraste',
        )}
        aria-hidden="true"
      >
        <ShieldCheck className="size-5" />
      </span>
      <span className="flex flex-col leading-tight">
        <span
          className={clsx('text-[0.9375rem] font-bold tracking-tight', claro ? 'text-white' : 'text-tinta')}
        >
          Back-office
        </span>
        <span className={clsx('text-xs', claro ? 'text-white/70' : 'text-tinta-suave')}>
          Portal do Consorciado
        </span>
      </span>
    </span>
  );
}
