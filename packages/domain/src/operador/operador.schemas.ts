import { z } from 'zod';

/** Back-office sessions last a work shift; the token names a server-side session that logout ends. */
export const VALIDADE_SESSAO_OPERADOR_S = 8 * 3600;
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
