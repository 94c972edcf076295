import type { AcaoWizardLance, EstadoWizardLance, RegrasLance } from '@portal/domain';
import type { Dispatch, ReactNode } from 'react';

/** What every input step receives from the wizard. */
export interface PropsPasso {
  idCota: number;
  regras: RegrasLance;
  estado: EstadoWizardLance;
  dispatch: Dispatch<AcaoWizardLance>;
  /** The customer tried to move on: show what is missing, not only what is wrong. */
  mostrarErros: boolean;
}

/** A step's heading (focused when the step appears, so screen readers start there) and its intro. */
export function CabecalhoPasso({
  id,
  titulo,
  children,
}: {
  id: string;
  titulo: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-5">
      <h2
        id={id}
        tabIndex={-1}
        className="text-lg font-bold tracking-tight text-tinta outline-none sm:text-xl"
      >
        {titulo}
      </h2>
      {children && <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">{children}</p>}
    </div>
  );
}

/** A figure the customer is building ('Valor do lance', 'R$ 10.625,00'), big and tabular. */
export function Figura({
  rotulo,
  children,
  detalhe,
}: {
  rotulo: string;
  children: ReactNode;
  detalhe?: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-fundo px-4 py-3.5">
      <p className="text-sm text-tinta-suave">{rotulo}</p>
      <p className="tabular mt-0.5 text-xl font-bold tracking-tight text-tinta">{children}</p>
      {detalhe && <p className="mt-0.5 text-sm text-tinta-suave">{detalhe}</p>}
    </div>
  );
}
