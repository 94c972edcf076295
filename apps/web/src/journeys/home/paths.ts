export const caminhosHome = { home: '/home' } as const;

/** Other journeys' screens linked from home, by their spec URL (a journey never imports another). */
export const destinosHome = {
  cotas: '/groups-and-quotas',
  contempladas: '/groups-and-quotas?sorteio=contempladas',
  detalhesDaCota: '/detalhes-da-cota',
  solicitacoes: '/requests',
  reativar: '/reactivate',
  atualizacaoObrigatoria: '/atualizacao-obrigatoria',
} as const;
