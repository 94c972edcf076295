import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versoes, type Db } from '@portal/db';
import { versoesSchema } from '@portal/domain';

/** At start, publishes the built web app's version (dist/versao.json) so running apps learn of it. */
export async function publicarVersaoDaWeb(db: Db, webDist: string | undefined): Promise<string | undefined> {
  const arquivo = webDist && path.join(webDist, 'versao.json');
  if (!arquivo || !existsSync(arquivo)) return undefined;
  const { versao } = JSON.parse(readFileSync(arquivo, 'utf8')) as { versao?: string };
  if (!versao) return undefined;
  await db.insert(versoes).values({ versao }).onConflictDoNothing();
  return versao;
}

export const versoesRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/versoes',
      {
        schema: {
          tags: ['acesso'],
          summary: 'Versões publicadas do app (a de maior id é a mais nova)',
          response: { 200: versoesSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        const linhas = await db.select().from(versoes).orderBy(desc(versoes.id)).limit(10);
        return linhas.map((v) => ({ id: v.id, versao: v.versao, publicadaEm: v.publicadaEm.toISOString() }));
      },
    );
  };
