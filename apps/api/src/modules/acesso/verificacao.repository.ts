import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { codigosVerificacao, type Db } from '@portal/db';

/** SMS verification codes, stored hashed. */
export function createVerificacaoRepository(db: Db) {
  return {
    async ultimo(clienteId: number, cotaId: number) {
      const [linha] = await db
        .select()
        .from(codigosVerificacao)
        .where(and(eq(codigosVerificacao.clienteId, clienteId), eq(codigosVerificacao.cotaId, cotaId)))
        .orderBy(desc(codigosVerificacao.id))
        .limit(1);
      return linha;
    },

    /** A new code supersedes the open ones of the same customer and quota. */
    expirarAbertos: (clienteId: number, cotaId: number, agora: Date) =>
      db
        .update(codigosVerificacao)
        .set({ expiraEm: agora })
        .where(
          and(
            eq(codigosVerificacao.clienteId, clienteId),
            eq(codigosVerificacao.cotaId, cotaId),
            isNull(codigosVerificacao.verificadoEm),
            gt(codigosVerificacao.expiraEm, agora),
          ),
        ),

    inserir: (c: typeof codigosVerificacao.$inferInsert) => db.insert(codigosVerificacao).values(c),

    contarTentativa: (id: number) =>
      db
        .update(codigosVerificacao)
        .set({ tentativas: sql`${codigosVerificacao.tentativas} + 1` })
        .where(eq(codigosVerificacao.id, id)),

    marcarVerificado: (id: number, agora: Date) =>
      db.update(codigosVerificacao).set({ verificadoEm: agora }).where(eq(codigosVerificacao.id, id)),
  };
}
export type VerificacaoRepository = ReturnType<typeof createVerificacaoRepository>;
