import type { ReactNode } from 'react';
import { useId } from 'react';

interface CaixaDeMarcarProps {
  rotulo: string;
  dica?: ReactNode;
  marcada: boolean;
  onChange: (marcada: boolean) => void;
  disabled?: boolean;
}

/** A native checkbox with its label and hint read with it; the whole row is the target (44 px at least). */
export function CaixaDeMarcar({ rotulo, dica, marcada, onChange, disabled }: CaixaDeMarcarProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={marcada}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={dica ? `${id}-dica` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-[var(--cor-primaria)] disabled:opacity-60"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block min-h-6 text-base font-medium text-tinta">
          {rotulo}
        </label>
        {dica && (
          <p id={`${id}-dica`} className="mt-0.5 text-sm text-tinta-suave">
            {dica}
          </p>
        )}
      </div>
    </div>
  );
}
