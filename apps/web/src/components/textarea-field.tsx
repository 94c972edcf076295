import { clsx } from 'clsx';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, inputClasses } from './field';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Shows 'n/max' under the field when `maxLength` is set and the value is known. */
  contador?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text in the one field layout (messages, notes, replies). */
export function TextareaField({
  label,
  hint,
  error,
  contador,
  containerClassName,
  className,
  rows = 4,
  ...rest
}: TextareaFieldProps) {
  const tamanho = typeof rest.value === 'string' ? rest.value.length : undefined;
  const mostrarContador = contador && rest.maxLength !== undefined && tamanho !== undefined;
  return (
    <Field
      label={label}
      hint={
        mostrarContador ? (
          <span className="flex justify-between gap-3">
            <span>{hint}</span>
            <span className="tabular shrink-0">
              {tamanho}/{rest.maxLength}
            </span>
          </span>
        ) : (
          hint
        )
      }
      error={error}
      className={containerClassName}
    >
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClasses(invalid, clsx('resize-y py-3 leading-relaxed', className), 'livre')}
          {...rest}
        />
      )}
    </Field>
  );
}
