import { and, asc, eq } from 'drizzle-orm';
import { filiais, pedidosRetorno, type Db } from '@portal/db';

export type NovoPedidoRetorno = typeof pedidosRetorno.$inferInsert;

export function createFiliaisRepository(db: Db) {
  return {
    daParceiro: (parceiroId: number) =>
      db
        .select()
        .from(filiais)
        .where(eq(filiais.parceiroId, parceiroId))
        .orderBy(asc(filiais.uf), asc(filiais.cidade), asc(filiais.nome)),

    /** The customer's call-back already booked for that day and period, if any. */
    async pedidoMarcado(clienteId: number, data: string, periodo: string) {
      const [row] = await db
        .select({ id: pedidosRetorno.id })
        .from(pedidosRetorno)
        .where(
          and(
            eq(pedidosRetorno.clienteId, clienteId),
            eq(pedidosRetorno.data, data),
            eq(pedidosRetorno.periodo, periodo),
          ),
        )
        .limit(1);
      return row;
    },

    criarPedido: async (novo: NovoPedidoRetorno) =>
      (await db.insert(pedidosRetorno).values(novo).returning())[0]!,
  };
}
export type FiliaisRepository = ReturnType<typeof createFiliaisRepository>;
