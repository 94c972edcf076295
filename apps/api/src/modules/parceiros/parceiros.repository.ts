import { asc, eq } from 'drizzle-orm';
import { avisosManutencao, parceiroDominios, parceiros, type Db } from '@portal/db';

export type ParceiroRow = typeof parceiros.$inferSelect;

export function createParceirosRepository(db: Db) {
  return {
    async porDominio(dominio: string): Promise<ParceiroRow | undefined> {
      const rows = await db
        .select({ parceiro: parceiros })
        .from(parceiroDominios)
        .innerJoin(parceiros, eq(parceiros.id, parceiroDominios.parceiroId))
        .where(eq(parceiroDominios.dominio, dominio))
        .limit(1);
      return rows[0]?.parceiro;
    },
    async porId(id: number): Promise<ParceiroRow | undefined> {
      const rows = await db.select().from(parceiros).where(eq(parceiros.id, id)).limit(1);
      return rows[0];
    },
    todos: () => db.select().from(parceiros).orderBy(asc(parceiros.id)),
    avisos: (parceiroId: number) =>
      db
        .select()
        .from(avisosManutencao)
        .where(eq(avisosManutencao.parceiroId, parceiroId))
        .orderBy(asc(avisosManutencao.dataInicio)),
  };
}
export type ParceirosRepository = ReturnType<typeof createParceirosRepository>;
