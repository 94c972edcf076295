export const caminhosReativacao = { reativar: '/reactivate' } as const;

/** Other journeys' screens linked from here, by their spec URL (a journey never imports another). */
export const destinosReativacao = { home: '/home', solicitacoes: '/requests' } as const;
