import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@portal/db';
import { lerCaixaDeSaida, ultimasDaCaixaDeSaida } from '../adapters/notificacoes.ts';

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
      async (request) =>
        (await lerCaixaDeSaida(db, request.query.para)).map((m) => ({
          ...m,
          criadoEm: m.criadoEm.toISOString(),
        })),
    );
  };

const escapar = (texto: string) => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Developer page listing what the product "sent" (opt-in with DEV_PAGES=true, which `npm start` sets for the
 * demo): without SMTP this is where a demo user reads the provisional password or an SMS code.
 */
export async function paginaDaCaixaDeSaida(app: FastifyInstance, db: Db) {
  app.get('/dev/caixa-de-saida', { schema: { hide: true } }, async (_request, reply) => {
    const mensagens = await ultimasDaCaixaDeSaida(db, 50);
    const linhas = mensagens
      .map(
        (m) =>
          `<tr><td>${m.criadoEm.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}</td><td>${m.canal}</td><td>${escapar(m.para)}</td>` +
          `<td><strong>${escapar(m.assunto)}</strong><pre>${escapar(m.texto)}</pre></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Caixa de saída</title>` +
          `<style>body{font:15px system-ui;margin:2rem;color:#111827}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:.25rem 0 0}</style></head>` +
          `<body><h1>Caixa de saída (desenvolvimento)</h1><p>E-mails e SMS que o portal enviou. Sem SMTP configurado, eles ficam só aqui.</p>` +
          `<table><thead><tr><th>Quando</th><th>Canal</th><th>Para</th><th>Mensagem</th></tr></thead><tbody>${linhas || '<tr><td colspan="4">Nada enviado ainda.</td></tr>'}</tbody></table></body></html>`,
      );
  });
}
