import { ROTA_BIOMETRIA, ROTA_SENHA_ATUAL, ROTA_SENHA_NOVA } from '@portal/domain';
import { ROTA_INDISPONIVEL } from '@/lib/rotas';

export const caminhosAcesso = {
  entrar: '/entrar',
  entrarMobile: '/entrar-mobile',
  esqueciSenha: {
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
  indisponivel: ROTA_INDISPONIVEL,
} as const;
