import { z } from '../comum/z.ts';

/**
 * POST /login (grant_type password). The customer identifies either by national ID (CPF/CNPJ, masked or
 * not) or by group and quota (spec §1), then the 6-digit password.
 */
export const loginBodySchema = z
  .object({
    grant_type: z.literal('password', { error: 'Tipo de acesso inválido.' }),
    username: z.string().trim().max(20, { error: 'CPF ou CNPJ inválido.' }).optional(),
    codigoGrupo: z.coerce
      .number({ error: 'Grupo inválido.' })
      .int({ error: 'Grupo inválido.' })
      .positive({ error: 'Grupo inválido.' })
      .optional(),
    codigoCota: z.coerce
      .number({ error: 'Cota inválida.' })
      .int({ error: 'Cota inválida.' })
      .positive({ error: 'Cota inválida.' })
      .optional(),
    versao: z.coerce.number().int().min(0).optional(),
    password: z
      .string({ error: 'Informe a senha.' })
      .min(1, { error: 'Informe a senha.' })
      .max(64, { error: 'Senha inválida.' }),
    idParceiro: z.coerce.number({ error: 'Parceiro inválido.' }).int().positive().optional(),
  })
  .refine((b) => Boolean(b.username) || (b.codigoGrupo !== undefined && b.codigoCota !== undefined), {
    error: 'Informe o CPF/CNPJ ou o grupo e a cota.',
  });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const perfilSchema = z.object({ noAssembleia: z.boolean(), senhaExpirada: z.boolean() });
export type Perfil = z.infer<typeof perfilSchema>;

export const usuarioSchema = z.object({
  nome: z.string(),
  inscricaoNacional: z.string(),
  tipoPessoa: z.enum(['F', 'J']),
  email: z.string().nullable(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

/**
 * A session opened or renewed (spec §3): `expires_in` is the access token lifetime in seconds. The refresh token
 * is not in the body: it travels only in an HttpOnly cookie, out of reach of page JavaScript (ADR 0015).
 */
export const tokenRespostaSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  idCota: z.number().int(),
  perfil: perfilSchema,
  usuario: usuarioSchema,
  /** Session opened by a transparent login: restricted routes, no mandatory registration update. */
  transparente: z.boolean(),
});
export type TokenResposta = z.infer<typeof tokenRespostaSchema>;
/** What the API's session service produces: the answer plus the refresh token the route puts in the cookie. */
export type TokensEmitidos = TokenResposta & { refresh_token: string };

export const selecionarCotaBodySchema = z.object({
  idCota: z.coerce
    .number({ error: 'Cota inválida.' })
    .int({ error: 'Cota inválida.' })
    .positive({ error: 'Cota inválida.' }),
});
