export const caminhosReativacao = { reativar: '/reactivate' } as const;
