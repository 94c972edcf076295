export const caminhosHome = { home: '/home' } as const;
