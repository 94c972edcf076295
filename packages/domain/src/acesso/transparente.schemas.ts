import { z } from '../comum/z.ts';

/** Transparent-login tokens live 2 minutes and work once. */
export const VALIDADE_TOKEN_TRANSPARENTE_S = 120;

/** POST /login/transparente: exchanges the token that arrived in /login-transparente/:token for a session. */
export const loginTransparenteBodySchema = z.object({
  token: z
    .string({ error: 'Link de acesso inválido.' })
    .min(20, { error: 'Link de acesso inválido.' })
    .max(2000, { error: 'Link de acesso inválido.' }),
});

/** POST /operador/v1/login-transparente (back-office): mints a token for one customer's quota. */
export const emitirTransparenteBodySchema = z.object({
  inscricaoNacional: z.string().trim().min(11).max(20),
  idCota: z.number().int().positive(),
  /** The partner whose portal the customer will open (its domain). */
  idParceiro: z.number().int().positive(),
});
export const emitirTransparenteRespostaSchema = z.object({
  token: z.string(),
  /** Relative path the customer opens on the partner's domain. */
  caminho: z.string(),
  expiraEm: z.string(),
});
