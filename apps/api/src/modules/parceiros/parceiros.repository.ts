import { and, asc, desc, eq } from 'drizzle-orm';
import { avisosManutencao, parceiroDominios, parceiros, type Db } from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';

export type ParceiroRow = typeof parceiros.$inferSelect;
export type AvisoRow = typeof avisosManutencao.$inferSelect;
export type NovoAviso = typeof avisosManutencao.$inferInsert;

export function createParceirosRepository(db: Db) {
  return {
    async porId(id: number): Promise<ParceiroRow | undefined> {
      const rows = await db.select().from(parceiros).where(eq(parceiros.id, id)).limit(1);
      return rows[0];
    },
    todos: () => db.select().from(parceiros).orderBy(asc(parceiros.id)),
    dominios: () => db.select().from(parceiroDominios),
    avisos: (parceiroId: number) =>
      db
        .select()
        .from(avisosManutencao)
        .where(eq(avisosManutencao.parceiroId, parceiroId))
        .orderBy(asc(avisosManutencao.dataInicio)),

    /** Every partner's warnings for the back-office, the latest period first. */
    todosOsAvisos: () =>
      db
        .select({ aviso: avisosManutencao, parceiro: parceiros.nome })
        .from(avisosManutencao)
        .innerJoin(parceiros, eq(parceiros.id, avisosManutencao.parceiroId))
        .orderBy(
          desc(avisosManutencao.dataInicio),
          desc(avisosManutencao.horaInicio),
          desc(avisosManutencao.id),
        ),
    criarAviso: async (novo: NovoAviso, tx: Transacao) =>
      (await tx.insert(avisosManutencao).values(novo).returning())[0]!,
    /** One statement: of two supervisors ending the same warning at once, only one changes it. */
    encerrarAviso: async (id: number, tx: Transacao) =>
      (
        await tx
          .update(avisosManutencao)
          .set({ ativo: false })
          .where(and(eq(avisosManutencao.id, id), eq(avisosManutencao.ativo, true)))
          .returning()
      )[0],
    avisoPorId: async (id: number) =>
      (await db.select().from(avisosManutencao).where(eq(avisosManutencao.id, id)).limit(1))[0],
  };
}
export type ParceirosRepository = ReturnType<typeof createParceirosRepository>;
