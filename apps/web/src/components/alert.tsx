import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

type AlertTone = 'info' | 'alerta' | 'perigo' | 'sucesso';

const estilos: Record<AlertTone, { caixa: string; icone: ReactNode }> = {
  info: {
    caixa: 'bg-info-fundo text-[#1e3a8a]',
    icone: <Info className="size-5 text-info" aria-hidden="true" />,
  },
  alerta: {
    caixa: 'bg-alerta-fundo text-[#5c3800]',
    icone: <TriangleAlert className="size-5 text-alerta" aria-hidden="true" />,
  },
  perigo: {
    caixa: 'bg-perigo-fundo text-[#7a1a12]',
    icone: <CircleAlert className="size-5 text-perigo" aria-hidden="true" />,
  },
  sucesso: {
    caixa: 'bg-sucesso-fundo text-[#0b4f28]',
    icone: <CircleCheck className="size-5 text-sucesso" aria-hidden="true" />,
  },
};

export interface AlertProps {
  tone?: AlertTone;
  titulo?: string;
  children: ReactNode;
  acao?: ReactNode;
  className?: string;
  /** 'status' for messages that appear while the user is on the page. */
  role?: 'status' | 'alert';
}

export function Alert({ tone = 'info', titulo, children, acao, className, role }: AlertProps) {
  const e = estilos[tone];
  return (
    <div
      role={role}
      className={clsx(
        'flex items-start gap-3 rounded-2xl px-4 py-3.5 text-sm leading-relaxed',
        e.caixa,
        className,
      )}
    >
      <span className="mt-px shrink-0">{e.icone}</span>
      <div className="min-w-0 flex-1">
        {titulo && <p className="font-semibold">{titulo}</p>}
        <div>{children}</div>
      </div>
      {acao && <div className="shrink-0">{acao}</div>}
    </div>
  );
}
