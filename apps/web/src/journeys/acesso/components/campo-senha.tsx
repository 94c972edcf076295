import { Controller, type UseFormReturn } from 'react-hook-form';
import { PasswordField } from '@/components/password-field';
import type { FormLogin } from './form-login';

export function CampoSenha({ form }: { form: UseFormReturn<FormLogin> }) {
  return (
    <Controller
      control={form.control}
      name="senha"
      render={({ field, fieldState }) => (
        <PasswordField
          label="Senha"
          hint="A senha do portal tem 6 números."
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
