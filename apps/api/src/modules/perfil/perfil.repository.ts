import { and, eq, sql } from 'drizzle-orm';
import { arquivos, avaliacoes, preferenciasUsuario, type Db } from '@portal/db';

export type PreferenciasRow = typeof preferenciasUsuario.$inferSelect;
export type PreferenciasPatch = Partial<
  Omit<typeof preferenciasUsuario.$inferInsert, 'clienteId' | 'atualizadoEm'>
>;

export function createPerfilRepository(db: Db) {
  return {
    async preferencias(clienteId: number): Promise<PreferenciasRow | undefined> {
      const rows = await db
        .select()
        .from(preferenciasUsuario)
        .where(eq(preferenciasUsuario.clienteId, clienteId));
      return rows[0];
    },

    /** Creates the row on the first change: only the columns sent change, the rest keep their defaults. */
    async salvarPreferencias(clienteId: number, patch: PreferenciasPatch): Promise<PreferenciasRow> {
      const [row] = await db
        .insert(preferenciasUsuario)
        .values({ clienteId, ...patch })
        .onConflictDoUpdate({
          target: preferenciasUsuario.clienteId,
          set: { ...patch, atualizadoEm: sql`now()` },
        })
        .returning();
      return row!;
    },

    async inserirArquivo(arquivo: typeof arquivos.$inferInsert) {
      await db.insert(arquivos).values(arquivo);
    },

    async arquivo(id: string) {
      const rows = await db.select().from(arquivos).where(eq(arquivos.id, id));
      return rows[0];
    },

    async arquivoDoCliente(id: string, clienteId: number) {
      const rows = await db
        .select({ id: arquivos.id })
        .from(arquivos)
        .where(and(eq(arquivos.id, id), eq(arquivos.clienteId, clienteId)));
      return rows[0];
    },

    async inserirAvaliacao(avaliacao: typeof avaliacoes.$inferInsert) {
      const [row] = await db
        .insert(avaliacoes)
        .values(avaliacao)
        .returning({ id: avaliacoes.id, criadoEm: avaliacoes.criadoEm });
      return row!;
    },
  };
}
export type PerfilRepository = ReturnType<typeof createPerfilRepository>;
