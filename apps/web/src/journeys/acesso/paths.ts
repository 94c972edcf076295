import { ROTA_BIOMETRIA, ROTA_SENHA_ATUAL, ROTA_SENHA_NOVA } from '@portal/domain';

export const caminhosAcesso = {
  entrar: '/entrar',
  entrarMobile: '/entrar-mobile',
  esqueciSenha: {
    /** Redirects to the first step. */
    inicio: '/entrar/esqueciasenha',
    cpfcnpj: '/entrar/esqueciasenha/cpfcnpj',
    data: '/entrar/esqueciasenha/data',
    email: '/entrar/esqueciasenha/email',
    enviado: '/entrar/esqueciasenha/enviado',
  },
  senhaAtual: ROTA_SENHA_ATUAL,
  senhaNova: ROTA_SENHA_NOVA,
  alterarSenha: '/alterar-senha',
  biometria: ROTA_BIOMETRIA,
  loginTransparente: '/login-transparente/:token',
  /** Spec §2: shown when the API cannot be reached; the app sends users here from any screen. */
  indisponivel: '/indisponivel',
} as const;
