import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Transacao } from '../../core/transacao.ts';
import { clientes, refreshTokens, type Db } from '@portal/db';

export function createSenhaRepository(db: Db) {
  return {
    gravarProvisoria: (clienteId: number, senhaProvisoriaHash: string, expiraEm: Date) =>
      db
        .update(clientes)
        .set({ senhaProvisoriaHash, senhaProvisoriaExpiraEm: expiraEm })
        .where(eq(clientes.id, clienteId)),

    /**
     * A customer created by someone else's act (a quota transferred to a document with no customer, issue 22):
     * no usable password yet, only a provisional one for the first access, which then forces a new password.
     * Answers null when the document became a customer meanwhile (its unique key): the caller uses that one.
     */
    async criarParaPrimeiroAcesso(
      tx: Transacao,
      c: {
        inscricaoNacional: string;
        tipoPessoa: 'F' | 'J';
        nome: string;
        email: string;
        senhaHash: string;
        senhaProvisoriaHash: string;
        expiraEm: Date;
      },
    ): Promise<number | null> {
      const [criado] = await tx
        .insert(clientes)
        .values({
          inscricaoNacional: c.inscricaoNacional,
          tipoPessoa: c.tipoPessoa,
          nome: c.nome,
          email: c.email,
          senhaHash: c.senhaHash,
          senhaExpirada: true,
          senhaProvisoriaHash: c.senhaProvisoriaHash,
          senhaProvisoriaExpiraEm: c.expiraEm,
        })
        .onConflictDoNothing({ target: clientes.inscricaoNacional })
        .returning({ id: clientes.id });
      return criado?.id ?? null;
    },

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
