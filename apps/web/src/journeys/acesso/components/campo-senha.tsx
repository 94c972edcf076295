import { PasswordField } from '@/components/password-field';
import type { FormularioLogin } from './use-form-login';

export function CampoSenha({ form }: { form: FormularioLogin }) {
  return <PasswordField label="Senha" hint="A senha do portal tem 6 números." {...form.campo('senha')} />;
}
