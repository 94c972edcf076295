import {
  casos,
  casosHistorico,
  parceiros,
  remessasPagamento,
  repasses,
  retornosPagamento,
  type Db,
} from '@portal/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Transacao } from '../../core/transacao.ts';
import { tomarNsaPagamento } from '../boletos/conta-pagadora.service.ts';

export type RepasseRow = typeof repasses.$inferSelect;

/** Payouts, remittances and payment returns (issue 20, ADR 0042); every write in the caller's transaction. */
export function createRemessasRepository(db: Db) {
  return {
    transacao: <T>(fn: (tx: Transacao) => Promise<T>) => db.transaction(fn),

    /** The queue: payouts with their case, partner and remittance, by promised date. */
    fila: (situacao: RepasseRow['situacao'] | undefined) =>
      db
        .select({
          repasse: repasses,
          numeroCaso: casos.numero,
          parceiro: parceiros.nome,
          remessa: { id: remessasPagamento.id, nomeArquivo: remessasPagamento.nomeArquivo },
        })
        .from(repasses)
        .innerJoin(casos, eq(casos.id, repasses.casoId))
        .innerJoin(parceiros, eq(parceiros.id, repasses.parceiroId))
        .leftJoin(remessasPagamento, eq(remessasPagamento.id, repasses.remessaId))
        .where(situacao ? eq(repasses.situacao, situacao) : undefined)
        .orderBy(asc(repasses.dataPrevista), asc(repasses.id))
        .limit(500),

    remessas: () =>
      db
        .select({
          id: remessasPagamento.id,
          parceiroId: remessasPagamento.parceiroId,
          parceiro: parceiros.nome,
          nsa: remessasPagamento.nsa,
          nomeArquivo: remessasPagamento.nomeArquivo,
          quantidade: remessasPagamento.quantidade,
          valorTotalCentavos: remessasPagamento.valorTotalCentavos,
          criadoEm: remessasPagamento.criadoEm,
          operadorId: remessasPagamento.operadorId,
        })
        .from(remessasPagamento)
        .innerJoin(parceiros, eq(parceiros.id, remessasPagamento.parceiroId))
        .orderBy(desc(remessasPagamento.id))
        .limit(100),

    remessa: async (id: number) =>
      (await db.select().from(remessasPagamento).where(eq(remessasPagamento.id, id)))[0],

    tomarNsa: tomarNsaPagamento,

    /**
     * Every scheduled payout of the partner, claimed in ONE statement: two exports at once never put a payout
     * in two files (the second finds none left 'agendado').
     */
    remeterAgendados: (tx: Transacao, parceiroId: number, quando: Date) =>
      tx
        .update(repasses)
        .set({ situacao: 'remetido', atualizadoEm: quando })
        .where(and(eq(repasses.parceiroId, parceiroId), eq(repasses.situacao, 'agendado')))
        .returning(),

    gravarRemessa: async (tx: Transacao, nova: typeof remessasPagamento.$inferInsert, ids: number[]) => {
      const [r] = await tx.insert(remessasPagamento).values(nova).returning();
      await tx.update(repasses).set({ remessaId: r!.id }).where(inArray(repasses.id, ids));
      return r!;
    },

    travarRepasse: async (tx: Transacao, id: number) =>
      (await tx.select().from(repasses).where(eq(repasses.id, id)).for('update'))[0],

    numeroDoCaso: async (tx: Transacao, casoId: number) =>
      (await tx.select({ numero: casos.numero }).from(casos).where(eq(casos.id, casoId)))[0]?.numero ?? null,

    liquidar: (
      tx: Transacao,
      id: number,
      mudanca: { situacao: 'pago' | 'rejeitado'; motivoRejeicao: string | null },
      quando: Date,
    ) =>
      tx
        .update(repasses)
        .set({ ...mudanca, liquidadoEm: quando, atualizadoEm: quando })
        .where(and(eq(repasses.id, id), eq(repasses.situacao, 'remetido'))),

    /** Cancels a payout still 'agendado', in one statement; undefined when it is not (any more). */
    cancelar: async (tx: Transacao, id: number, quando: Date) =>
      (
        await tx
          .update(repasses)
          .set({ situacao: 'cancelado', atualizadoEm: quando })
          .where(and(eq(repasses.id, id), eq(repasses.situacao, 'agendado')))
          .returning()
      )[0],

    /** Read on the caller's transaction: a second connection per request would starve the pool under load. */
    situacaoDoRepasse: async (tx: Transacao, id: number) =>
      (await tx.select({ situacao: repasses.situacao }).from(repasses).where(eq(repasses.id, id)))[0]
        ?.situacao,

    /** The phase the case was in before its payment was scheduled, from its history. */
    faseAntesDoPagamento: async (tx: Transacao, casoId: number) =>
      (
        await tx
          .select({ fase: casosHistorico.faseDe })
          .from(casosHistorico)
          .where(
            and(
              eq(casosHistorico.casoId, casoId),
              eq(casosHistorico.fasePara, 'Aguardando Pagamento'),
              sql`${casosHistorico.faseDe} is distinct from 'Aguardando Pagamento'`,
            ),
          )
          .orderBy(desc(casosHistorico.id))
          .limit(1)
      )[0]?.fase ?? null,

    /**
     * Claims the return's hash before applying anything: a second import of the same file (even at the same
     * moment) finds it taken and answers the stored report.
     */
    reservarRetorno: async (tx: Transacao, hash: string, nomeArquivo: string, operadorId: number) =>
      (
        await tx
          .insert(retornosPagamento)
          .values({ hash, nomeArquivo, operadorId, resultado: {} })
          .onConflictDoNothing({ target: retornosPagamento.hash })
          .returning({ id: retornosPagamento.id })
      )[0],

    gravarResultado: (tx: Transacao, id: number, resultado: unknown) =>
      tx.update(retornosPagamento).set({ resultado }).where(eq(retornosPagamento.id, id)),

    retornoImportado: async (hash: string) =>
      (await db.select().from(retornosPagamento).where(eq(retornosPagamento.hash, hash)))[0],
  };
}
export type RemessasRepository = ReturnType<typeof createRemessasRepository>;
