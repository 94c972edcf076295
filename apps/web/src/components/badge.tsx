import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutro' | 'marca' | 'sucesso' | 'alerta' | 'perigo' | 'info';

const tons: Record<BadgeTone, string> = {
  neutro: 'bg-fundo text-tinta-suave ring-borda',
  marca: 'bg-primaria/10 text-primaria-texto ring-primaria/20',
  sucesso: 'bg-sucesso-fundo text-sucesso ring-sucesso/15',
  alerta: 'bg-alerta-fundo text-alerta ring-alerta/15',
  perigo: 'bg-perigo-fundo text-perigo ring-perigo/15',
  info: 'bg-info-fundo text-info ring-info/15',
};

export function Badge({
  tone = 'neutro',
  icon,
  children,
  className,
}: {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tons[tone],
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}
