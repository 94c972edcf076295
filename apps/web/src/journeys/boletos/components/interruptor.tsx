import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** An on/off setting as a native checkbox with role="switch": Space toggles it, the label and hint are read with it. */
export function Interruptor({
  rotulo,
  dica,
  ligado,
  onChange,
  desabilitado,
}: {
  rotulo: string;
  dica?: ReactNode;
  ligado: boolean;
  onChange: (ligado: boolean) => void;
  desabilitado?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-[0.9375rem] font-semibold text-tinta">
          {rotulo}
        </label>
        {dica && (
          <p id={`${id}-dica`} className="mt-0.5 text-sm text-tinta-suave">
            {dica}
          </p>
        )}
      </div>
      <span className="relative inline-flex min-h-11 shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={ligado}
          disabled={desabilitado}
          aria-describedby={dica ? `${id}-dica` : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className={clsx(
            'relative h-7 w-12 rounded-full transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primaria',
            ligado ? 'bg-primaria' : 'bg-borda-forte',
          )}
        >
          <span
            className={clsx(
              'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
              ligado && 'translate-x-5',
            )}
          />
        </span>
      </span>
    </div>
  );
}
