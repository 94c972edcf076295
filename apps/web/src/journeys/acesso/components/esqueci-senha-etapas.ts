/** The forgot-password wizard's steps, for the Stepper; the sent screen is the end, not a step. */
export const ETAPAS_ESQUECI_SENHA = ['CPF ou CNPJ', 'Data', 'E-mail'] as const;
