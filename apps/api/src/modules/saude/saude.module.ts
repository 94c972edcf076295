import type { FastifyInstance } from 'fastify';
import { saudeOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { SaudeService } from './saude.service.ts';

/** Probes are called every few seconds: no log line per call, and no rate limit that could fail them. */
const SONDA = { config: { rateLimit: false }, logLevel: 'silent' } as const;

/** GET /health/live and /health/ready (issue 13 "faults"): no authentication, at the server's root. */
export const saudeModule = (deps: { saude: SaudeService }) => async (app: FastifyInstance) => {
  const { saude } = deps;
  rota(app, saudeOperacoes.vivo, () => ({ status: 'ok' as const }), SONDA);
  rota(
    app,
    saudeOperacoes.pronto,
    async (_pedido, resposta) =>
      (await saude.bancoResponde())
        ? { status: 'ok' as const }
        : resposta
            .code(503)
            .send({ mensagem: 'O banco de dados não está respondendo. Tente novamente em instantes.' }),
    SONDA,
  );
};
