export const caminhosNotificacoes = {
  lista: '/notifications',
  detalhe: '/notifications/:id',
  informativo: (id: number) => `/notifications/${id}`,
} as const;
