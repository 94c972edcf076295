import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@portal/db';
import { lerCaixaDeSaida } from '../adapters/notificacoes.ts';

/**
 * Test-only window on the outbox (registered only when NODE_ENV=test): the e2e reads the provisional
 * password and verification codes a person would receive by e-mail or SMS.
 */
export const caixaDeSaidaDeTeste =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/teste/caixa-de-saida',
      { schema: { hide: true, querystring: z.object({ para: z.string().min(3).max(200) }) } },
      async (request) => (await lerCaixaDeSaida(db, request.query.para)).map((m) => ({ ...m, criadoEm: m.criadoEm.toISOString() })),
    );
  };
