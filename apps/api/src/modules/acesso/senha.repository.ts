import { and, eq, isNull, ne } from 'drizzle-orm';
import { clientes, refreshTokens, type Db } from '@portal/db';

export function createSenhaRepository(db: Db) {
  return {
    gravarProvisoria: (clienteId: number, senhaProvisoriaHash: string, expiraEm: Date) =>
      db
        .update(clientes)
        .set({ senhaProvisoriaHash, senhaProvisoriaExpiraEm: expiraEm })
        .where(eq(clientes.id, clienteId)),

    /** A provisional password was used to log in: the customer must now choose a new one. */
    exigirTroca: (clienteId: number) =>
      db.update(clientes).set({ senhaExpirada: true }).where(eq(clientes.id, clienteId)),

    /** New password for every quota of the person; the provisional one is spent. */
    trocar: (clienteId: number, senhaHash: string) =>
      db
        .update(clientes)
        .set({ senhaHash, senhaExpirada: false, senhaProvisoriaHash: null, senhaProvisoriaExpiraEm: null })
        .where(eq(clientes.id, clienteId)),

    /** Ends the customer's other sessions; answers the families ended. */
    async revogarOutrasSessoes(clienteId: number, familiaAtual: string, quando: Date): Promise<string[]> {
      const linhas = await db
        .update(refreshTokens)
        .set({ revogadoEm: quando })
        .where(
          and(
            eq(refreshTokens.clienteId, clienteId),
            ne(refreshTokens.familia, familiaAtual),
            isNull(refreshTokens.revogadoEm),
          ),
        )
        .returning({ familia: refreshTokens.familia });
      return [...new Set(linhas.map((l) => l.familia))];
    },
  };
}
export type SenhaRepository = ReturnType<typeof createSenhaRepository>;
