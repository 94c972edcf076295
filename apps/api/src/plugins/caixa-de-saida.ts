import { isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@portal/db';
import { lerCaixaDeSaida, ultimasDaCaixaDeSaida } from '../adapters/notificacoes.ts';
import { MENSAGEM_NAO_ENCONTRADO } from '../core/erros.ts';
import { API_PREFIX } from './docs.ts';

const PAGINA_DEV = '/dev/caixa-de-saida';
const CAIXA_DE_TESTE = '/teste/caixa-de-saida';

/** 127.0.0.0/8, ::1 or an IPv4-mapped 127.x: the TCP peer is this machine. */
export function enderecoDeLoopback(endereco: string | undefined): boolean {
  if (!endereco) return false;
  if (endereco === '::1') return true;
  const ipv4 = endereco.toLowerCase().startsWith('::ffff:') ? endereco.slice(7) : endereco;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}

/**
 * Test-only window on the outbox (NODE_ENV=test): the e2e reads the provisional
 * password and verification codes a person would receive by e-mail or SMS.
 */
const caixaDeSaidaDeTeste =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      CAIXA_DE_TESTE,
      { schema: { hide: true, querystring: z.object({ para: z.string().min(3).max(200) }) } },
      async (request) =>
        (await lerCaixaDeSaida(db, request.query.para)).map((m) => ({
          ...m,
          criadoEm: m.criadoEm.toISOString(),
        })),
    );
  };

const escapar = (texto: string) => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const quando = (data: Date) => data.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** What delivery did: with SMTP_URL or SMS_WEBHOOK_URL a job delivers the message; otherwise it stays here. */
function entrega(m: { enviadoEm: Date | null; tentativas: number; erro: string | null }): string {
  if (m.enviadoEm) return `entregue em ${quando(m.enviadoEm)}`;
  if (m.tentativas) return `${m.tentativas} tentativa(s); última falha: ${escapar(m.erro ?? '')}`;
  return 'só aqui';
}

/**
 * Developer page listing what the product "sent" (opt-in with DEV_PAGES=true, which `npm start` sets for the
 * demo): without SMTP this is where a demo user reads the provisional password or an SMS code. Loopback only.
 */
function paginaDaCaixaDeSaida(app: FastifyInstance, db: Db) {
  app.get(PAGINA_DEV, { schema: { hide: true } }, async (_request, reply) => {
    const mensagens = await ultimasDaCaixaDeSaida(db, 50);
    const linhas = mensagens
      .map(
        (m) =>
          `<tr><td>${quando(m.criadoEm)}</td><td>${m.canal}</td><td>${escapar(m.para)}</td>` +
          `<td><strong>${escapar(m.assunto)}</strong><pre>${escapar(m.texto)}</pre></td><td>${entrega(m)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Caixa de saída</title>` +
          `<style>body{font:15px system-ui;margin:2rem;color:#111827}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:.25rem 0 0}</style></head>` +
          `<body><h1>Caixa de saída (desenvolvimento)</h1><p>E-mails e SMS que o portal enviou. Sem SMTP_URL (e-mails) ou SMS_WEBHOOK_URL (SMS) configurados, eles ficam só aqui.</p>` +
          `<table><thead><tr><th>Quando</th><th>Canal</th><th>Para</th><th>Mensagem</th><th>Entrega</th></tr></thead><tbody>${linhas || '<tr><td colspan="5">Nada enviado ainda.</td></tr>'}</tbody></table></body></html>`,
      );
  });
}

/**
 * The outbox pages show codes and provisional passwords: they exist only for a peer on this machine, whatever
 * interface the server listens on. The socket's own address decides, never X-Forwarded-For or Host, which anyone
 * can write. Any other peer gets the ordinary 404 for every method, before the query is validated and before the
 * 405 that would name the methods: nothing says the page is there. A root hook, so it also sees the requests
 * that match no route; the matched route's pattern, so no percent-encoding of the path slips past it.
 */
export async function registrarCaixasDeSaida(
  app: FastifyInstance,
  db: Db,
  opcoes: { paginaDev: boolean; teste: boolean },
) {
  const soLocais = new Set<string>();
  if (opcoes.teste) {
    await app.register(caixaDeSaidaDeTeste(db), { prefix: API_PREFIX });
    soLocais.add(API_PREFIX + CAIXA_DE_TESTE);
  }
  if (opcoes.paginaDev) {
    paginaDaCaixaDeSaida(app, db);
    soLocais.add(PAGINA_DEV);
  }
  if (!soLocais.size) return;
  app.addHook('onRequest', async (request, reply) => {
    const caminho = request.routeOptions.url ?? request.url.split('?')[0]!;
    if (soLocais.has(caminho) && !enderecoDeLoopback(request.socket.remoteAddress))
      return reply.code(404).send({ mensagem: MENSAGEM_NAO_ENCONTRADO });
  });
}
