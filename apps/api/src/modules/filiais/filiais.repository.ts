import { asc, eq } from 'drizzle-orm';
import { filiais, pedidosRetorno, type Db } from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';

export type NovoPedidoRetorno = typeof pedidosRetorno.$inferInsert;

export function createFiliaisRepository(db: Db) {
  return {
    daParceiro: (parceiroId: number) =>
      db
        .select()
        .from(filiais)
        .where(eq(filiais.parceiroId, parceiroId))
        .orderBy(asc(filiais.uf), asc(filiais.cidade), asc(filiais.nome)),

    transacao: <T>(fn: (tx: Transacao) => Promise<T>) => db.transaction(fn),
    criarPedido: async (novo: NovoPedidoRetorno, tx: Transacao) =>
      (await tx.insert(pedidosRetorno).values(novo).returning())[0]!,
  };
}
export type FiliaisRepository = ReturnType<typeof createFiliaisRepository>;
