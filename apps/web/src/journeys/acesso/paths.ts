export const caminhosAcesso = {
  entrar: '/entrar',
  entrarMobile: '/entrar-mobile',
  senhaAtual: '/alterarsenha/atual',
} as const;
