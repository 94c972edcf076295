import { inscricaoValida, normalizarInscricao } from '@portal/domain';

/**
 * The forgot-password wizard's answers, kept in sessionStorage: they survive a reload and the back button, die
 * with the tab, and logout clears them. No password is ever kept here.
 */
export interface EsqueciSenha {
  /** CPF or CNPJ, normalised (no mask). */
  documento?: string;
  /** dd/mm/aaaa as typed; converted with dataBrParaIso when sent (spec §5). */
  data?: string;
  email?: string;
  /** Epoch ms of the last successful request: drives the resend timer. */
  enviadoEm?: number;
  /** The server's answer to show on the last step. */
  mensagem?: string;
}

const CHAVE = 'portal.esqueci-senha';

export function lerEsqueciSenha(): EsqueciSenha {
  try {
    return JSON.parse(sessionStorage.getItem(CHAVE) ?? '{}') as EsqueciSenha;
  } catch {
    return {};
  }
}

export function gravarEsqueciSenha(parcial: EsqueciSenha): EsqueciSenha {
  const novo = { ...lerEsqueciSenha(), ...parcial };
  try {
    sessionStorage.setItem(CHAVE, JSON.stringify(novo));
  } catch {
    /* storage disabled: the wizard still works within this page view */
  }
  return novo;
}

export function limparEsqueciSenha(): void {
  try {
    sessionStorage.removeItem(CHAVE);
  } catch {
    /* storage disabled */
  }
}

/** From the login form: start over, bringing the CPF/CNPJ already typed when it is valid. */
export function iniciarEsqueciSenha(documento: string | undefined): void {
  limparEsqueciSenha();
  if (documento && inscricaoValida(documento))
    gravarEsqueciSenha({ documento: normalizarInscricao(documento) });
}
