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

    revogarOutrasSessoes: (clienteId: number, familiaAtual: string, quando: Date) =>
      db
        .update(refreshTokens)
        .set({ revogadoEm: quando })
        .where(
          and(
            eq(refreshTokens.clienteId, clienteId),
            ne(refreshTokens.familia, familiaAtual),
            isNull(refreshTokens.revogadoEm),
          ),
        ),
  };
}
export type SenhaRepository = ReturnType<typeof createSenhaRepository>;
