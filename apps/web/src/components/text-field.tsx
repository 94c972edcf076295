import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, inputClasses } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** A control drawn inside the field's right edge (e.g. show/hide password). */
  trailing?: ReactNode;
  containerClassName?: string;
  /** The compact height (44 px) of filter bars; forms keep the default 56 px. */
  compacto?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  trailing,
  containerClassName,
  className,
  compacto,
  ...rest
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={containerClassName}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={inputClasses(invalid, clsx(trailing && 'pr-14', className), compacto ? 'sm' : 'md')}
            {...rest}
          />
          {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
        </div>
      )}
    </Field>
  );
}
