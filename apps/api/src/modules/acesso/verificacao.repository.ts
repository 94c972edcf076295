import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { codigosVerificacao, type Db } from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';

/** SMS verification codes, stored hashed: one row per customer and quota (unique index). */
export function createVerificacaoRepository(db: Db) {
  const daCota = (clienteId: number, cotaId: number) =>
    and(eq(codigosVerificacao.clienteId, clienteId), eq(codigosVerificacao.cotaId, cotaId));

  return {
    async atual(clienteId: number, cotaId: number) {
      const [linha] = await db.select().from(codigosVerificacao).where(daCota(clienteId, cotaId));
      return linha;
    },

    /**
     * A new code for the quota in ONE statement: inserted, or replacing the previous one (its hash, expiry,
     * attempts) only when that one was sent before `enviadoAte`. Answers false when a code went out too
     * recently: of parallel requests, one sends an SMS, and only the newest code is ever valid.
     */
    async substituir(
      c: Pick<typeof codigosVerificacao.$inferInsert, 'clienteId' | 'cotaId' | 'codigoHash' | 'expiraEm'>,
      agora: Date,
      enviadoAte: Date,
    ): Promise<boolean> {
      const novo = { codigoHash: c.codigoHash, expiraEm: c.expiraEm, criadoEm: agora };
      const linhas = await db
        .insert(codigosVerificacao)
        .values({ ...c, ...novo, tentativas: 0 })
        .onConflictDoUpdate({
          target: [codigosVerificacao.clienteId, codigosVerificacao.cotaId],
          set: {
            ...novo,
            tentativas: 0,
            verificadoEm: null,
            autorizacaoHash: null,
            autorizacaoFamilia: null,
            autorizacaoUsadaEm: null,
          },
          setWhere: lte(codigosVerificacao.criadoEm, enviadoAte),
        })
        .returning({ id: codigosVerificacao.id });
      return linhas.length === 1;
    },

    /**
     * Spends one attempt on the open code in ONE statement, before it is compared: parallel guesses count
     * one each and none passes once the limit is reached. Answers the code's hash the attempt is for.
     */
    async reservarTentativa(clienteId: number, cotaId: number, maximo: number, agora: Date) {
      const [linha] = await db
        .update(codigosVerificacao)
        .set({ tentativas: sql`${codigosVerificacao.tentativas} + 1` })
        .where(
          and(
            daCota(clienteId, cotaId),
            sql`${codigosVerificacao.tentativas} < ${maximo}`,
            isNull(codigosVerificacao.verificadoEm),
            gt(codigosVerificacao.expiraEm, agora),
          ),
        )
        .returning({ id: codigosVerificacao.id, codigoHash: codigosVerificacao.codigoHash });
      return linha;
    },

    /**
     * Marks the code verified once — only if it is still the same code and nobody verified it first — and
     * stores the authorisation it answers (the token's hash and the session it belongs to). Answers until when
     * the authorisation holds (the code's expiry), or undefined when another request verified it first.
     */
    async marcarVerificado(
      id: number,
      codigoHash: string,
      agora: Date,
      autorizacao: { hash: string; familia: string },
    ): Promise<Date | undefined> {
      const [linha] = await db
        .update(codigosVerificacao)
        .set({
          verificadoEm: agora,
          autorizacaoHash: autorizacao.hash,
          autorizacaoFamilia: autorizacao.familia,
          autorizacaoUsadaEm: null,
        })
        .where(
          and(
            eq(codigosVerificacao.id, id),
            eq(codigosVerificacao.codigoHash, codigoHash),
            isNull(codigosVerificacao.verificadoEm),
          ),
        )
        .returning({ expiraEm: codigosVerificacao.expiraEm });
      return linha?.expiraEm;
    },

    /**
     * Spends the authorisation in ONE statement, inside the caller's transaction (the change it authorises):
     * only its session's, unspent, unexpired one on this quota. Two saves with one token: the second finds it
     * spent (the row lock orders them); a save that fails rolls the spending back with it.
     */
    async consumirAutorizacao(
      tx: Transacao,
      a: { clienteId: number; cotaId: number; familia: string; hash: string },
      agora: Date,
    ): Promise<boolean> {
      const linhas = await tx
        .update(codigosVerificacao)
        .set({ autorizacaoUsadaEm: agora })
        .where(
          and(
            daCota(a.clienteId, a.cotaId),
            eq(codigosVerificacao.autorizacaoHash, a.hash),
            eq(codigosVerificacao.autorizacaoFamilia, a.familia),
            isNull(codigosVerificacao.autorizacaoUsadaEm),
            gt(codigosVerificacao.expiraEm, agora),
          ),
        )
        .returning({ id: codigosVerificacao.id });
      return linhas.length === 1;
    },

    /** The quota's code row as the caller's transaction sees it (to word a refused authorisation). */
    async atualNa(tx: Transacao, clienteId: number, cotaId: number) {
      const [linha] = await tx.select().from(codigosVerificacao).where(daCota(clienteId, cotaId));
      return linha;
    },
  };
}
export type VerificacaoRepository = ReturnType<typeof createVerificacaoRepository>;
