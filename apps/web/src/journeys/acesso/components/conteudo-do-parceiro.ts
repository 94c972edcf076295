/** The catalogue's schemas load with the request, not with the login page (ADR 0040). */
export const conteudoDoParceiro = () =>
  import('@portal/domain/parceiros/parceiros.operations').then((m) => m.parceirosOperacoes.conteudo);
