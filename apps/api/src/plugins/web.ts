import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from './docs.ts';
import { MENSAGEM_NAO_ENCONTRADO } from '../core/erros.ts';

/**
 * Serves the built web app (when built); unknown non-API pages get index.html so the client router takes
 * over, a known path with another method the Portuguese 405, and everything else the Portuguese 404.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string | undefined,
  metodosDoCaminho: (caminho: string) => string[],
) {
  const servirWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (servirWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      // Our own Cache-Control below: send's default (`public, max-age=0`) would overwrite it on every file.
      cacheControl: false,
      // The build writes `x.br` and `x.gz` next to each text file (vite.config.ts): sent as the client accepts,
      // with Content-Encoding and `Vary: Accept-Encoding`, the file itself otherwise. Nothing compressed per request.
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed assets never change; the shell and the service worker must always be revalidated.
        const imutavel = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', imutavel ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Which bytes were sent depends on Accept-Encoding: a shared cache must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const querHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (servirWeb && querHtml && !request.url.startsWith(API_PREFIX))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    // A known path called with a method it does not answer: 405, naming the ones it does.
    const permitidos = metodosDoCaminho(request.url.split('?')[0]!);
    if (permitidos.length) {
      return reply
        .code(405)
        .header('allow', permitidos.join(', '))
        .send({ mensagem: 'Este endereço não aceita este método.' });
    }
    return reply.code(404).send({ mensagem: MENSAGEM_NAO_ENCONTRADO });
  });
}
