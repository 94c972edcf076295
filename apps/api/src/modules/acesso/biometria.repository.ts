import { and, eq, gt, isNull } from 'drizzle-orm';
import { credenciaisBiometria, desafiosBiometria, type Db } from '@portal/db';
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
      db.select().from(credenciaisBiometria).where(eq(credenciaisBiometria.clienteId, clienteId)),

    async credencial(id: string) {
      const [linha] = await db.select().from(credenciaisBiometria).where(eq(credenciaisBiometria.id, id));
      return linha;
    },

    /** The new passkey and what `tambem` writes with it (its audit entry) commit together or not at all. */
    inserirCredencial: (
      c: typeof credenciaisBiometria.$inferInsert,
      tambem: (tx: Transacao, linha: typeof credenciaisBiometria.$inferSelect) => Promise<unknown>,
    ) =>
      db.transaction(async (tx) => {
        const [linha] = await tx.insert(credenciaisBiometria).values(c).returning();
        await tambem(tx, linha!);
        return linha!;
      }),

    usarCredencial: (id: string, contador: number, agora: Date) =>
      db
        .update(credenciaisBiometria)
        .set({ contador, usadoEm: agora })
        .where(eq(credenciaisBiometria.id, id)),
  };
}
export type BiometriaRepository = ReturnType<typeof createBiometriaRepository>;
