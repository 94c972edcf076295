import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState, type ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing' | 'onChange' | 'value'> {
  value: string;
  onValueChange: (valor: string) => void;
  /** Spec §5: the portal password is 6 digits. */
  tamanho?: number;
  /**
   * Drops anything but digits as it is typed (login). New-password fields keep what was typed so the form can
   * say 'Use somente números.' (spec §5) instead of silently eating characters.
   */
  somenteDigitos?: boolean;
}

export function PasswordField({
  value,
  onValueChange,
  tamanho = 6,
  somenteDigitos = true,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const [visivel, setVisivel] = useState(false);
  const aoMudar = (e: ChangeEvent<HTMLInputElement>) =>
    onValueChange((somenteDigitos ? e.target.value.replace(/\D/g, '') : e.target.value).slice(0, tamanho));
  return (
    <TextField
      {...rest}
      type={visivel ? 'text' : 'password'}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={tamanho}
      autoComplete={autoComplete}
      value={value}
      onChange={aoMudar}
      className="tracking-[0.3em] placeholder:tracking-normal"
      trailing={
        <button
          type="button"
          onClick={() => setVisivel((v) => !v)}
          aria-pressed={visivel}
          aria-label={visivel ? 'Ocultar senha' : 'Mostrar senha'}
          className="grid size-12 place-items-center rounded-full text-tinta-suave hover:bg-fundo hover:text-tinta"
        >
          {visivel ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
