import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  boletoParcelas,
  clientes,
  boletos,
  cobrancasMarcadas,
  cotas,
  grupos,
  nossoNumeroSeq,
  parcelas,
  type Db,
} from '@portal/db';

export type BoletoRow = typeof boletos.$inferSelect;

export function createBoletosRepository(db: Db) {
  return {
    /** Unpaid instalments of the given quotas, oldest first, with whether the customer marked each. */
    abertas: (clienteId: number, idsCota: number[]) =>
      db
        .select({
          parcelaId: parcelas.id,
          idCota: parcelas.cotaId,
          numero: parcelas.numero,
          dataVencimento: parcelas.dataVencimento,
          valorCentavos: parcelas.valorCentavos,
          grupo: grupos.codigo,
          cota: cotas.numero,
          marcada: sql<boolean>`${cobrancasMarcadas.parcelaId} is not null`,
        })
        .from(parcelas)
        .innerJoin(cotas, eq(cotas.id, parcelas.cotaId))
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .leftJoin(
          cobrancasMarcadas,
          and(eq(cobrancasMarcadas.parcelaId, parcelas.id), eq(cobrancasMarcadas.clienteId, clienteId)),
        )
        .where(and(inArray(parcelas.cotaId, idsCota), isNull(parcelas.dataPagamento)))
        .orderBy(asc(parcelas.dataVencimento), asc(parcelas.cotaId)),

    marcar: (clienteId: number, parcelaId: number) =>
      db.insert(cobrancasMarcadas).values({ clienteId, parcelaId }).onConflictDoNothing(),
    desmarcar: (clienteId: number, parcelaId: number) =>
      db
        .delete(cobrancasMarcadas)
        .where(and(eq(cobrancasMarcadas.clienteId, clienteId), eq(cobrancasMarcadas.parcelaId, parcelaId))),

    async abertoPorSelecao(clienteId: number, chaveSelecao: string): Promise<BoletoRow | undefined> {
      const rows = await db
        .select()
        .from(boletos)
        .where(
          and(
            eq(boletos.clienteId, clienteId),
            eq(boletos.chaveSelecao, chaveSelecao),
            eq(boletos.situacao, 'aberto'),
          ),
        )
        .orderBy(desc(boletos.id))
        .limit(1);
      return rows[0];
    },

    proximoSequencial: async () =>
      Number(
        (await db.execute<{ n: string }>(sql`select nextval(${nossoNumeroSeq.seqName}) as n`)).rows[0]!.n,
      ),

    /** The boleto and its instalments in one transaction. */
    criar: (boleto: typeof boletos.$inferInsert, itens: { parcelaId: number; valorCentavos: number }[]) =>
      db.transaction(async (tx) => {
        const [novo] = await tx.insert(boletos).values(boleto).returning();
        await tx.insert(boletoParcelas).values(itens.map((i) => ({ ...i, boletoId: novo!.id })));
        return novo!;
      }),

    /** Public verification: the boleto by nosso número with the payer and quota (masked by the service). */
    async paraVerificacao(nossoNumero: string) {
      const rows = await db
        .select({
          boleto: boletos,
          nome: clientes.nome,
          inscricao: clientes.inscricaoNacional,
          grupo: grupos.codigo,
          cota: cotas.numero,
        })
        .from(boletos)
        .innerJoin(clientes, eq(clientes.id, boletos.clienteId))
        .innerJoin(cotas, eq(cotas.id, boletos.cotaId))
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(eq(boletos.nossoNumero, nossoNumero))
        .limit(1);
      return rows[0];
    },

    async porHash(clienteId: number, hash: string): Promise<BoletoRow | undefined> {
      const rows = await db
        .select()
        .from(boletos)
        .where(and(eq(boletos.clienteId, clienteId), eq(boletos.hash, hash)))
        .limit(1);
      return rows[0];
    },

    async doCliente(clienteId: number, nossoNumero: string): Promise<BoletoRow | undefined> {
      const rows = await db
        .select()
        .from(boletos)
        .where(and(eq(boletos.clienteId, clienteId), eq(boletos.nossoNumero, nossoNumero)))
        .limit(1);
      return rows[0];
    },
  };
}
export type BoletosRepository = ReturnType<typeof createBoletosRepository>;
