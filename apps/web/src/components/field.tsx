import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Receives the ids the control must carry so the label, hint and error are announced with it. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, hint and error around any control: the one field layout of every form. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-tinta">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-perigo">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="text-sm text-tinta-fraca">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** 'md' is the form control (56 px), 'sm' the compact one of filter bars (44 px), 'livre' sets no height (text areas). */
export type TamanhoControle = 'md' | 'sm' | 'livre';

const alturas: Record<TamanhoControle, string> = {
  md: 'h-14 px-4 text-base',
  sm: 'h-11 px-3 text-[0.9375rem]',
  livre: 'px-4 text-base',
};

export function inputClasses(invalid: boolean, className?: string, tamanho: TamanhoControle = 'md') {
  return clsx(
    'w-full rounded-xl border bg-superficie text-tinta tabular placeholder:text-tinta-fraca/80',
    alturas[tamanho],
    // Focus: the app's dark ring (index.css) plus a 2 px partner-colour edge, not a 1 px colour change (WCAG 2.4.11).
    'transition-[border-color,box-shadow] duration-150',
    'focus:border-primaria focus:shadow-[inset_0_0_0_1px_var(--cor-primaria)]',
    'disabled:bg-fundo disabled:text-tinta-fraca',
    invalid ? 'border-perigo focus:border-perigo' : 'border-borda-forte hover:border-tinta-fraca',
    className,
  );
}
