import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  credenciaisBiometria,
  desafiosBiometria,
  refreshTokens,
  sessoesBiometria,
  type Db,
} from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';

type TipoDesafio = 'registro' | 'login';

/** Passkeys and their one-use challenges. */
export function createBiometriaRepository(db: Db) {
  return {
    /** Spends a live challenge in one statement: two uses of the same challenge cannot both pass. */
    async gastarDesafio(desafio: string, tipo: TipoDesafio, clienteId: number | null, agora: Date) {
      const gasto = await db
        .update(desafiosBiometria)
        .set({ usadoEm: agora })
        .where(
          and(
            eq(desafiosBiometria.desafio, desafio),
            eq(desafiosBiometria.tipo, tipo),
            isNull(desafiosBiometria.usadoEm),
            gt(desafiosBiometria.expiraEm, agora),
            clienteId === null
              ? isNull(desafiosBiometria.clienteId)
              : eq(desafiosBiometria.clienteId, clienteId),
          ),
        )
        .returning({ d: desafiosBiometria.desafio });
      return gasto.length === 1;
    },

    guardarDesafio: (desafio: string, tipo: TipoDesafio, clienteId: number | null, expiraEm: Date) =>
      db.insert(desafiosBiometria).values({ desafio, tipo, clienteId, expiraEm }),

    credenciaisDoCliente: (clienteId: number) =>
      db
        .select()
        .from(credenciaisBiometria)
        .where(eq(credenciaisBiometria.clienteId, clienteId))
        .orderBy(asc(credenciaisBiometria.criadoEm), asc(credenciaisBiometria.id)),

    async credencial(id: string) {
      const [linha] = await db.select().from(credenciaisBiometria).where(eq(credenciaisBiometria.id, id));
      return linha;
    },

    /** The new passkey, in the caller's transaction (with its audit entry). */
    async inserirCredencial(c: typeof credenciaisBiometria.$inferInsert, tx: Transacao) {
      const [linha] = await tx.insert(credenciaisBiometria).values(c).returning();
      return linha!;
    },

    /**
     * Renames the customer's own passkey in one statement that also answers the name it replaces: the row lock
     * orders parallel renames, so each one's "before" is the previous one's "after". Undefined when the id is
     * not this customer's.
     */
    async renomear(id: string, clienteId: number, nome: string, tx: Transacao) {
      const anterior = tx.$with('anterior').as(
        tx
          .select({ id: credenciaisBiometria.id, nome: credenciaisBiometria.nomeDispositivo })
          .from(credenciaisBiometria)
          .where(and(eq(credenciaisBiometria.id, id), eq(credenciaisBiometria.clienteId, clienteId)))
          .for('update'),
      );
      const [linha] = await tx
        .with(anterior)
        .update(credenciaisBiometria)
        .set({ nomeDispositivo: nome })
        .from(anterior)
        .where(eq(credenciaisBiometria.id, anterior.id))
        .returning({ linha: credenciaisBiometria, nomeAnterior: sql<string | null>`${anterior.nome}` });
      return linha;
    },

    /** The session a passkey login opened, so that removing the passkey can end it. */
    lembrarSessao: (familia: string, credencialId: string) =>
      db.insert(sessoesBiometria).values({ familia, credencialId }).onConflictDoNothing(),

    /**
     * Ends the sessions the customer's passkey opened, but `exceto` (the caller's own: removing this device's
     * passkey does not log this device out). Answers the families ended.
     */
    async encerrarSessoes(id: string, clienteId: number, exceto: string, agora: Date, tx: Transacao) {
      const daCredencial = tx
        .select({ familia: sessoesBiometria.familia })
        .from(sessoesBiometria)
        .innerJoin(credenciaisBiometria, eq(credenciaisBiometria.id, sessoesBiometria.credencialId))
        .where(and(eq(credenciaisBiometria.id, id), eq(credenciaisBiometria.clienteId, clienteId)));
      const linhas = await tx
        .update(refreshTokens)
        .set({ revogadoEm: agora })
        .where(
          and(
            inArray(refreshTokens.familia, daCredencial),
            ne(refreshTokens.familia, exceto),
            isNull(refreshTokens.revogadoEm),
          ),
        )
        .returning({ familia: refreshTokens.familia });
      return [...new Set(linhas.map((l) => l.familia))];
    },

    /** Deletes the customer's own passkey; of parallel removals only one gets the row back. */
    async remover(id: string, clienteId: number, tx: Transacao) {
      const [linha] = await tx
        .delete(credenciaisBiometria)
        .where(and(eq(credenciaisBiometria.id, id), eq(credenciaisBiometria.clienteId, clienteId)))
        .returning();
      return linha;
    },

    usarCredencial: (id: string, contador: number, agora: Date) =>
      db
        .update(credenciaisBiometria)
        .set({ contador, usadoEm: agora })
        .where(eq(credenciaisBiometria.id, id)),
  };
}
export type BiometriaRepository = ReturnType<typeof createBiometriaRepository>;
