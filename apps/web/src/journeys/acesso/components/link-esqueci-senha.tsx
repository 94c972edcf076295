import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import { caminhosAcesso } from '../paths';
import { useAmbienteDoLogin } from './ambiente-do-login';
import { iniciarEsqueciSenha } from './esqueci-senha-estado';

/** A plain click, which the page handles itself; a middle click or Ctrl/⌘-click opens the link as the browser does. */
function cliqueSimples(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;
}

/**
 * 'Esqueci minha senha' under the password: starts the wizard, bringing the CPF/CNPJ already typed. A real link
 * (its address works anywhere); a plain click goes there without reloading the page, in the app or from the
 * login island (which hands over to the app).
 */
export function LinkEsqueciSenha({ documento, className }: { documento?: string; className?: string }) {
  const { irPara } = useAmbienteDoLogin();
  const para = caminhosAcesso.esqueciSenha.cpfcnpj;
  return (
    <a
      href={para}
      onClick={(e) => {
        iniciarEsqueciSenha(documento);
        if (e.defaultPrevented || !cliqueSimples(e)) return;
        e.preventDefault();
        void irPara(para);
      }}
      className={clsx(
        'inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-primaria-texto underline-offset-4 hover:underline',
        className,
      )}
    >
      Esqueci minha senha
    </a>
  );
}
