import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card } from '@/components/card';

interface TelaDeSituacaoProps {
  icone: ReactNode;
  tom: 'info' | 'sucesso' | 'alerta' | 'perigo';
  titulo: string;
  children: ReactNode;
  acoes: ReactNode;
}

const fundos = {
  info: 'bg-info-fundo text-info',
  sucesso: 'bg-sucesso-fundo text-sucesso',
  alerta: 'bg-alerta-fundo text-alerta',
  perigo: 'bg-perigo-fundo text-perigo',
};

/** The end screens of the registration update: one icon, one heading, what happens next, where to go. */
export function TelaDeSituacao({ icone, tom, titulo, children, acoes }: TelaDeSituacaoProps) {
  return (
    <div className="mx-auto w-full max-w-xl py-4 sm:py-10">
      <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:px-10">
        <span className={clsx('grid size-16 place-items-center rounded-full', fundos[tom])}>{icone}</span>
        <h1 className="text-2xl font-bold text-balance text-tinta">{titulo}</h1>
        <div className="flex flex-col gap-3 text-base leading-relaxed text-pretty text-tinta-suave">
          {children}
        </div>
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{acoes}</div>
      </Card>
    </div>
  );
}
