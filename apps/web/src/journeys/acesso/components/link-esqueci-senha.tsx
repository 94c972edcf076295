import { clsx } from 'clsx';
import { Link } from 'react-router';
import { caminhosAcesso } from '../paths';
import { iniciarEsqueciSenha } from './esqueci-senha-estado';

/** 'Esqueci minha senha' under the password: starts the wizard, bringing the CPF/CNPJ already typed. */
export function LinkEsqueciSenha({ documento, className }: { documento?: string; className?: string }) {
  return (
    <Link
      to={caminhosAcesso.esqueciSenha.cpfcnpj}
      onClick={() => iniciarEsqueciSenha(documento)}
      className={clsx(
        'inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-primaria-texto underline-offset-4 hover:underline',
        className,
      )}
    >
      Esqueci minha senha
    </Link>
  );
}
