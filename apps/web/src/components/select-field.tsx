import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, inputClasses } from './field';

interface OpcaoSelect {
  valor: string;
  rotulo: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  opcoes: readonly OpcaoSelect[];
  /** An empty first option (e.g. 'Todos'), for filters that may be left unset. */
  vazio?: string;
  hint?: ReactNode;
  error?: string;
  /** The compact height (44 px) of filter bars; forms keep the default 56 px. */
  compacto?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select in the one field layout: the platform's own picker, keyboard and screen-reader support. */
export function SelectField({
  label,
  opcoes,
  vazio,
  hint,
  error,
  compacto,
  containerClassName,
  className,
  ...rest
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={containerClassName}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={inputClasses(
              invalid,
              clsx('appearance-none pr-11', className),
              compacto ? 'sm' : 'md',
            )}
            {...rest}
          >
            {vazio !== undefined && <option value="">{vazio}</option>}
            {opcoes.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.rotulo}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-tinta-suave"
            aria-hidden="true"
          />
        </div>
      )}
    </Field>
  );
}
