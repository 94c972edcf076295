export const caminhosNotificacoes = {
  lista: '/notifications',
  detalhe: '/notifications/:id',
} as const;

export const caminhoDoInformativo = (id: number) => `/notifications/${id}`;
