import { clsx } from 'clsx';

export interface StepperProps {
  etapas: readonly string[];
  /** Zero-based index of the current step. */
  atual: number;
  className?: string;
}

/** Progress through a short flow: bars on top, 'Etapa 1 de 2 · Nome' below. */
export function Stepper({ etapas, atual, className }: StepperProps) {
  return (
    <nav aria-label="Etapas" className={className}>
      <ol className="flex gap-2">
        {etapas.map((nome, i) => (
          <li key={nome} className="flex-1" aria-current={i === atual ? 'step' : undefined}>
            <span
              className={clsx(
                'block h-1.5 rounded-full transition-colors',
                i <= atual ? 'bg-primaria' : 'bg-borda',
              )}
              aria-hidden="true"
            />
            <span className="sr-only">
              {nome}
              {i < atual ? ' (concluída)' : i === atual ? ' (atual)' : ''}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm font-medium text-tinta-suave" aria-hidden="true">
        Etapa {atual + 1} de {etapas.length} · <span className="text-tinta">{etapas[atual]}</span>
      </p>
    </nav>
  );
}
