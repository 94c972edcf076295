/** The two steps of the first-access / expired-password change (spec §2). */
export const ETAPAS_TROCA_SENHA = ['Senha atual', 'Nova senha'] as const;
