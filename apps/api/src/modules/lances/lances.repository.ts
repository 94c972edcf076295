import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { assembleias, cotas, grupos, lances, type Db } from '@portal/db';
import type { ResultadoApuracao } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';

export type LanceRow = typeof lances.$inferSelect;

/** What registering a bid did: recorded it (replacing `substitui`), found it already recorded, or was late. */
export type RegistroDeLance =
  | { tipo: 'registrado'; lance: LanceRow; substitui: string | null }
  | { tipo: 'existente'; lance: LanceRow }
  | { tipo: 'prazo-encerrado' };

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

    /** One assembly by id: a recorded bid's own, whatever its state now. */
    async assembleia(id: number) {
      const [row] = await db
        .select({ id: assembleias.id, numero: assembleias.numero, dataSorteio: assembleias.dataSorteio })
        .from(assembleias)
        .where(eq(assembleias.id, id));
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

    /**
     * The new bid replaces the quota's active one for the same assembly, in one transaction. The assembly row
     * is held FOR SHARE: an operator starting the run waits for this bid, and a bid waits for the start and
     * then finds the bids closed. The quota row is then locked FOR NO KEY UPDATE, so the bids of one quota
     * run one after another: each replaces the bid active when it runs (never one another request is
     * inserting), and the unique index of the active bid (`lances_um_ativo_idx`) does not fire. The same
     * confirmation (`identificador`) already registered is answered as it is.
     */
    registrar: (novo: typeof lances.$inferInsert) =>
      db.transaction(async (tx): Promise<RegistroDeLance> => {
        const [assembleia] = await tx
          .select({ situacao: assembleias.situacao })
          .from(assembleias)
          .where(eq(assembleias.id, novo.assembleiaId))
          .for('share');
        if (assembleia?.situacao !== 'agendada') return { tipo: 'prazo-encerrado' };
        await tx.select({ id: cotas.id }).from(cotas).where(eq(cotas.id, novo.cotaId)).for('no key update');
        const [existente] = await tx
          .select()
          .from(lances)
          .where(and(eq(lances.cotaId, novo.cotaId), eq(lances.identificador, novo.identificador)));
        if (existente) return { tipo: 'existente', lance: existente };
        const substituidos = await tx
          .update(lances)
          .set({ situacao: 'substituido' })
          .where(
            and(
              eq(lances.cotaId, novo.cotaId),
              eq(lances.assembleiaId, novo.assembleiaId),
              eq(lances.situacao, 'ativo'),
            ),
          )
          .returning({ protocolo: lances.protocolo });
        const [row] = await tx.insert(lances).values(novo).returning();
        return { tipo: 'registrado', lance: row!, substitui: substituidos[0]?.protocolo ?? null };
      }),

    async historico(cotaId: number, limite: number, deslocamento: number) {
      const condicao = eq(lances.cotaId, cotaId);
      const [linhas, [contagem]] = await Promise.all([
        db
          .select({
            lance: lances,
            numero: assembleias.numero,
            dataSorteio: assembleias.dataSorteio,
            situacaoAssembleia: assembleias.situacao,
          })
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
        .select({
          lance: lances,
          dataSorteio: assembleias.dataSorteio,
          situacaoAssembleia: assembleias.situacao,
        })
        .from(lances)
        .innerJoin(assembleias, eq(assembleias.id, lances.assembleiaId))
        .where(and(eq(lances.cotaId, cotaId), eq(lances.protocolo, protocolo)));
      return row;
    },

    /**
     * Cancels only an active bid of a still scheduled assembly, so a second click or a run started meanwhile
     * (which already counted the bid) cannot cancel it.
     */
    async cancelar(id: number, agora: Date) {
      const rows = await db
        .update(lances)
        .set({ situacao: 'cancelado', canceladoEm: agora })
        .where(
          and(
            eq(lances.id, id),
            eq(lances.situacao, 'ativo'),
            sql`exists (select 1 from ${assembleias} where ${assembleias.id} = ${lances.assembleiaId} and ${assembleias.situacao} = 'agendada')`,
          ),
        )
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

    /** An assembly was held: its winning bids are contemplated, every other active bid is closed. */
    async encerrarDaAssembleia(tx: Transacao, assembleiaId: number, idsVencedores: number[]) {
      if (idsVencedores.length)
        await tx.update(lances).set({ situacao: 'contemplado' }).where(inArray(lances.id, idsVencedores));
      await tx
        .update(lances)
        .set({ situacao: 'encerrado' })
        .where(and(eq(lances.assembleiaId, assembleiaId), eq(lances.situacao, 'ativo')));
    },
  };
}
export type LancesRepository = ReturnType<typeof createLancesRepository>;
