export const caminhosCasos = { solicitacoes: '/requests' } as const;
