import { z } from '../comum/z.ts';
import { erroSchema } from '../comum/comum.schemas.ts';
import { operacao } from '../comum/operacao.ts';

const tag = 'saude';

export const saudeSchema = z.object({ status: z.literal('ok') });

/**
 * Health checks for a load balancer or supervisor, at the server's root (not under an API base): `live` says
 * the process answers, `ready` that its database does too (503 while it does not).
 */
export const saudeOperacoes = {
  vivo: operacao({
    metodo: 'GET',
    caminho: '/health/live',
    escopo: 'publico',
    api: 'raiz',
    tag,
    resumo: 'O processo está no ar',
    resposta: saudeSchema,
  }),
  pronto: operacao({
    metodo: 'GET',
    caminho: '/health/ready',
    escopo: 'publico',
    api: 'raiz',
    tag,
    resumo: 'O banco de dados responde: o servidor pode receber tráfego',
    resposta: saudeSchema,
    erros: { 503: erroSchema },
  }),
};
