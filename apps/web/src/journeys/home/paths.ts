export const caminhosHome = { home: '/home' } as const;

/** Other journeys' screens linked from home, by their spec URL (a journey never imports another). */
export const destinosHome = {
  cotas: '/groups-and-quotas',
  contempladas: '/groups-and-quotas?sorteio=contempladas',
  detalhesDaCota: '/detalhes-da-cota',
  solicitacoes: '/requests',
  reativar: '/reactivate',
  atualizacaoObrigatoria: '/atualizacao-obrigatoria',
  boletos: '/boletos',
  /** The boletos list narrowed to the overdue instalments. */
  boletosVencidos: '/boletos?filtro=late',
  assembleias: '/assemblies',
  assembleiaAoVivo: '/assemblies/ao-vivo',
} as const;
