import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { assembleias, grupos, lances, type Db } from '@portal/db';
import type { ResultadoApuracao } from '@portal/domain';

export type LanceRow = typeof lances.$inferSelect;

export function createLancesRepository(db: Db) {
  return {
    /** The group's next scheduled assembly: bids go there (or are refused when its deadline passed). */
    async proximaAgendada(codigoGrupo: number) {
      const [row] = await db
        .select({ id: assembleias.id, numero: assembleias.numero, dataSorteio: assembleias.dataSorteio })
        .from(assembleias)
        .innerJoin(grupos, eq(grupos.id, assembleias.grupoId))
        .where(and(eq(grupos.codigo, codigoGrupo), eq(assembleias.situacao, 'agendada')))
        .orderBy(asc(assembleias.numero))
        .limit(1);
      return row;
    },

    async ativo(cotaId: number, assembleiaId: number) {
      const [row] = await db
        .select()
        .from(lances)
        .where(
          and(eq(lances.cotaId, cotaId), eq(lances.assembleiaId, assembleiaId), eq(lances.situacao, 'ativo')),
        );
      return row;
    },

    async porIdentificador(cotaId: number, identificador: string) {
      const [row] = await db
        .select()
        .from(lances)
        .where(and(eq(lances.cotaId, cotaId), eq(lances.identificador, identificador)));
      return row;
    },

    /** The new bid replaces the quota's active one for the same assembly, in one transaction. */
    registrar: (novo: typeof lances.$inferInsert) =>
      db.transaction(async (tx) => {
        await tx
          .update(lances)
          .set({ situacao: 'substituido' })
          .where(
            and(
              eq(lances.cotaId, novo.cotaId),
              eq(lances.assembleiaId, novo.assembleiaId),
              eq(lances.situacao, 'ativo'),
            ),
          );
        const [row] = await tx.insert(lances).values(novo).returning();
        return row!;
      }),

    async historico(cotaId: number, limite: number, deslocamento: number) {
      const condicao = eq(lances.cotaId, cotaId);
      const [linhas, [contagem]] = await Promise.all([
        db
          .select({ lance: lances, numero: assembleias.numero, dataSorteio: assembleias.dataSorteio })
          .from(lances)
          .innerJoin(assembleias, eq(assembleias.id, lances.assembleiaId))
          .where(condicao)
          .orderBy(desc(lances.id))
          .limit(limite)
          .offset(deslocamento),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(lances)
          .where(condicao),
      ]);
      return { linhas, total: contagem?.total ?? 0 };
    },

    async doProtocolo(cotaId: number, protocolo: string) {
      const [row] = await db
        .select({ lance: lances, dataSorteio: assembleias.dataSorteio })
        .from(lances)
        .innerJoin(assembleias, eq(assembleias.id, lances.assembleiaId))
        .where(and(eq(lances.cotaId, cotaId), eq(lances.protocolo, protocolo)));
      return row;
    },

    /** Cancels only an active bid, so a racing assembly start or second click cannot cancel twice. */
    async cancelar(id: number, agora: Date) {
      const rows = await db
        .update(lances)
        .set({ situacao: 'cancelado', canceladoEm: agora })
        .where(and(eq(lances.id, id), eq(lances.situacao, 'ativo')))
        .returning();
      return rows[0];
    },

    /** Held assemblies of the group with their published results (winning bids). */
    realizadas: async (codigoGrupo: number) =>
      (
        await db
          .select({
            numero: assembleias.numero,
            dataSorteio: assembleias.dataSorteio,
            resultado: assembleias.resultado,
          })
          .from(assembleias)
          .innerJoin(grupos, eq(grupos.id, assembleias.grupoId))
          .where(and(eq(grupos.codigo, codigoGrupo), eq(assembleias.situacao, 'realizada')))
          .orderBy(desc(assembleias.numero))
      ).map((r) => ({ ...r, resultado: r.resultado as ResultadoApuracao | null })),
  };
}
export type LancesRepository = ReturnType<typeof createLancesRepository>;
