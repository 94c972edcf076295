import { z } from '../comum/z.ts';

/**
 * The back-office session (ADR 0014): it lasts at most a work shift and ends after half an hour without a
 * renewal. Its access token, kept only in the page's memory, lives five minutes, so a session in use is
 * renewed (with the refresh token of an HttpOnly cookie) at most five minutes after its last call: an idle
 * session ends 25 to 30 minutes after the last thing the operator did.
 */
export const VALIDADE_SESSAO_OPERADOR_S = 8 * 3600;
export const OCIOSIDADE_SESSAO_OPERADOR_S = 30 * 60;
export const VALIDADE_ACESSO_OPERADOR_S = 5 * 60;
/** The refresh cookie: sent only to the session's own paths (`/operador/v1/sessao/…`). */
export const COOKIE_REFRESH_OPERADOR = 'portal_operador_refresh';
export const CAMINHO_COOKIE_REFRESH_OPERADOR = '/operador/v1/sessao';
export const MENSAGEM_LOGIN_OPERADOR_FALHOU = 'E-mail ou senha incorretos.';

export const loginOperadorBodySchema = z.object({
  email: z.email({ error: 'E-mail inválido' }).max(200, { error: 'E-mail inválido' }),
  senha: z
    .string({ error: 'Informe a senha.' })
    .min(1, { error: 'Informe a senha.' })
    .max(128, { error: 'Senha inválida.' }),
});

export const operadorSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(['analista', 'supervisor']),
});
export type Operador = z.infer<typeof operadorSchema>;

export const tokenOperadorSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  operador: operadorSchema,
});

export const registroAuditoriaSchema = z.object({
  id: z.number().int(),
  operador: z.string().nullable(),
  acao: z.string(),
  alvo: z.string(),
  detalhes: z.record(z.string(), z.unknown()),
  criadoEm: z.string(),
});
