import {
  inscricaoValida,
  MENSAGENS_SENHA,
  normalizarInscricao,
  TAMANHO_SENHA,
  type LoginBody,
} from '@portal/domain';

export type ModoIdentificacao = 'documento' | 'grupo-cota';

/** One form model for both login screens; the mobile one validates the identity step on its own first. */
export interface FormLogin {
  modo: ModoIdentificacao;
  documento: string;
  grupo: string;
  cota: string;
  senha: string;
}

/** The typed fields, in the order they appear on the screens (the first one in error gets the focus). */
export const CAMPOS_DO_LOGIN = ['documento', 'grupo', 'cota', 'senha'] as const;
export type CampoLogin = (typeof CAMPOS_DO_LOGIN)[number];
export type ErrosLogin = Partial<Record<CampoLogin, string>>;

/**
 * The login's checks as plain functions (no schema library on the login page's path): the identity of the
 * chosen mode (the CPF/CNPJ check digits come from the domain) and the 6-digit password.
 */
export function errosDoLogin(v: FormLogin): ErrosLogin {
  const erros: ErrosLogin = {};
  if (v.modo === 'documento') {
    if (!v.documento.trim()) erros.documento = 'Informe seu CPF ou CNPJ.';
    else if (!inscricaoValida(v.documento)) erros.documento = 'CPF ou CNPJ inválido. Confira os números.';
  } else {
    if (!v.grupo) erros.grupo = 'Informe o grupo.';
    if (!v.cota) erros.cota = 'Informe a cota.';
  }
  if (!v.senha) erros.senha = 'Informe sua senha.';
  else if (v.senha.length !== TAMANHO_SENHA) erros.senha = MENSAGENS_SENHA.tamanho;
  return erros;
}

export const VALORES_INICIAIS: FormLogin = {
  modo: 'documento',
  documento: '',
  grupo: '',
  cota: '',
  senha: '',
};

export const camposDaIdentificacao = (modo: ModoIdentificacao) =>
  modo === 'documento' ? (['documento'] as const) : (['grupo', 'cota'] as const);

export function corpoDoLogin(v: FormLogin, idParceiro: number | undefined): LoginBody {
  const base = { grant_type: 'password' as const, password: v.senha, ...(idParceiro ? { idParceiro } : {}) };
  return v.modo === 'documento'
    ? { ...base, username: normalizarInscricao(v.documento) }
    : { ...base, codigoGrupo: Number(v.grupo), codigoCota: Number(v.cota) };
}
