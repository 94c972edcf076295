import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { versoes, type Db } from '@portal/db';
import type { Versao } from '@portal/domain';

/** At start, publishes the built web app's version (dist/versao.json) so running apps learn of it. */
export async function publicarVersaoDaWeb(db: Db, webDist: string | undefined): Promise<string | undefined> {
  const arquivo = webDist && path.join(webDist, 'versao.json');
  if (!arquivo || !existsSync(arquivo)) return undefined;
  const { versao } = JSON.parse(readFileSync(arquivo, 'utf8')) as { versao?: string };
  if (!versao) return undefined;
  await db.insert(versoes).values({ versao }).onConflictDoNothing();
  return versao;
}

/** The last published versions, newest (highest id) first. */
export async function versoesPublicadas(db: Db): Promise<Versao[]> {
  const linhas = await db.select().from(versoes).orderBy(desc(versoes.id)).limit(10);
  return linhas.map((v) => ({ id: v.id, versao: v.versao, publicadaEm: v.publicadaEm.toISOString() }));
}
