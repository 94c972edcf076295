import type { FastifyInstance } from 'fastify';

/**
 * The methods each registered path answers, so that a known path called with another method answers 405 with
 * `Allow` (Fastify answers 404 for it). Collected as routes are registered: call before any route.
 */
export function registrarMetodos(app: FastifyInstance): (caminho: string) => string[] {
  const rotas: { padrao: RegExp; metodos: string[] }[] = [];
  app.addHook('onRoute', (rota) => {
    const padrao = rota.url
      .split(/(:\w+|\*)/)
      .map((parte) =>
        parte === '*' ? '.*' : parte.startsWith(':') ? '[^/]+' : parte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    rotas.push({ padrao: new RegExp(`^${padrao}$`), metodos: [rota.method].flat() });
  });
  return (caminho) => [...new Set(rotas.filter((r) => r.padrao.test(caminho)).flatMap((r) => r.metodos))];
}
