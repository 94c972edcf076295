import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  boletoParcelas,
  clientes,
  boletos,
  cobrancasMarcadas,
  cotas,
  grupos,
  cobrancaParceiro,
  parcelas,
  type Db,
} from '@portal/db';

export type BoletoRow = typeof boletos.$inferSelect;

/**
 * Unpaid instalments of the given quotas, oldest first, with whether the customer marked each. Prepared (one
 * plan, built once): every boletos screen and action reads it. The ids arrive as one array parameter.
 */
function abertasPreparada(db: Db) {
  const clienteId = sql.placeholder('clienteId');
  return db
    .select({
      parcelaId: parcelas.id,
      idCota: parcelas.cotaId,
      numero: parcelas.numero,
      dataVencimento: parcelas.dataVencimento,
      valorCentavos: parcelas.valorCentavos,
      valorSeguroCentavos: parcelas.valorSeguroCentavos,
      grupo: grupos.codigo,
      cota: cotas.numero,
      marcada: sql<boolean>`${cobrancasMarcadas.parcelaId} is not null`,
    })
    .from(parcelas)
    .innerJoin(cotas, eq(cotas.id, parcelas.cotaId))
    .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
    .leftJoin(
      cobrancasMarcadas,
      and(
        eq(cobrancasMarcadas.parcelaId, parcelas.id),
        eq(cobrancasMarcadas.clienteId, clienteId),
        // A mark that already generated its boleto no longer shows as marked.
        isNull(cobrancasMarcadas.boletoId),
      ),
    )
    .where(and(sql`${parcelas.cotaId} = any(${sql.placeholder('idsCota')})`, isNull(parcelas.dataPagamento)))
    .orderBy(asc(parcelas.dataVencimento), asc(parcelas.cotaId))
    .prepare('boletos_parcelas_abertas');
}

export function createBoletosRepository(db: Db) {
  const abertas = abertasPreparada(db);
  return {
    /** Unpaid instalments of the given quotas, oldest first, with whether the customer marked each. */
    abertas: (clienteId: number, idsCota: number[]) => abertas.execute({ clienteId, idsCota }),

    /** Marking again clears the boleto an earlier mark generated: the instalment waits for a new boleto. */
    marcar: (clienteId: number, parcelaId: number) =>
      db
        .insert(cobrancasMarcadas)
        .values({ clienteId, parcelaId })
        .onConflictDoUpdate({
          target: [cobrancasMarcadas.clienteId, cobrancasMarcadas.parcelaId],
          set: { boletoId: null, marcadaEm: sql`now()` },
        }),
    /** The marks generated this boleto: one statement, so concurrent generations never unmark a newer mark. */
    marcasGeraram: (clienteId: number, parcelaIds: number[], boletoId: number) =>
      db
        .update(cobrancasMarcadas)
        .set({ boletoId })
        .where(
          and(
            eq(cobrancasMarcadas.clienteId, clienteId),
            inArray(cobrancasMarcadas.parcelaId, parcelaIds),
            isNull(cobrancasMarcadas.boletoId),
          ),
        ),
    /** The newest boleto the customer's marks generated, while it is still open. */
    async abertoDasMarcas(clienteId: number): Promise<BoletoRow | undefined> {
      const rows = await db
        .select({ boleto: boletos })
        .from(cobrancasMarcadas)
        .innerJoin(boletos, eq(boletos.id, cobrancasMarcadas.boletoId))
        .where(and(eq(cobrancasMarcadas.clienteId, clienteId), eq(boletos.situacao, 'aberto')))
        .orderBy(desc(boletos.id))
        .limit(1);
      return rows[0]?.boleto;
    },
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

    /** The instalments a boleto pays, for the ficha de compensação: number, due date, base and charged amounts. */
    parcelasDoBoleto: (boletoId: number) =>
      db
        .select({
          numero: parcelas.numero,
          dataVencimento: parcelas.dataVencimento,
          valorBaseCentavos: parcelas.valorCentavos,
          valorCobradoCentavos: boletoParcelas.valorCentavos,
        })
        .from(boletoParcelas)
        .innerJoin(parcelas, eq(parcelas.id, boletoParcelas.parcelaId))
        .where(eq(boletoParcelas.boletoId, boletoId))
        .orderBy(parcelas.dataVencimento),

    /** The partner's billing identity (bank, convênio, PIX receiver), or undefined when not configured. */
    async cobrancaDo(parceiroId: number) {
      const [row] = await db
        .select()
        .from(cobrancaParceiro)
        .where(eq(cobrancaParceiro.parceiroId, parceiroId));
      return row;
    },

    /** Takes the partner's next nosso-número sequence number: one atomic statement, so no two requests share one. */
    async proximoSequencial(parceiroId: number): Promise<number> {
      const [row] = await db
        .update(cobrancaParceiro)
        .set({ proximoSequencial: sql`${cobrancaParceiro.proximoSequencial} + 1` })
        .where(eq(cobrancaParceiro.parceiroId, parceiroId))
        .returning({ tomado: sql<string>`${cobrancaParceiro.proximoSequencial} - 1` });
      if (!row) throw new Error(`Parceiro ${parceiroId} sem identidade de cobrança.`);
      return Number(row.tomado);
    },

    /**
     * Issues a boleto in one transaction: first every open boleto of another selection that covers one of these
     * instalments is superseded (its boleto_parcelas rows follow by the foreign key's cascade), then the new
     * boleto and its instalments are inserted. PostgreSQL keeps the rule: a concurrent issue of the same
     * instalments collides on `boleto_parcelas_um_aberto_idx` (or `boletos_selecao_aberta_idx`) and fails with
     * 23505, and the caller retries, finding the winner's boleto.
     */
    emitir: (boleto: typeof boletos.$inferInsert, itens: { parcelaId: number; valorCentavos: number }[]) =>
      db.transaction(async (tx) => {
        const substituidos = itens.length
          ? await tx
              .update(boletos)
              .set({ situacao: 'substituido' })
              .where(
                and(
                  eq(boletos.situacao, 'aberto'),
                  ne(boletos.chaveSelecao, boleto.chaveSelecao),
                  inArray(
                    boletos.id,
                    tx
                      .select({ id: boletoParcelas.boletoId })
                      .from(boletoParcelas)
                      .where(
                        and(
                          inArray(
                            boletoParcelas.parcelaId,
                            itens.map((i) => i.parcelaId),
                          ),
                          eq(boletoParcelas.situacaoBoleto, 'aberto'),
                        ),
                      ),
                  ),
                ),
              )
              .returning({ id: boletos.id, nossoNumero: boletos.nossoNumero })
          : [];
        const [novo] = await tx.insert(boletos).values(boleto).returning();
        if (itens.length)
          await tx.insert(boletoParcelas).values(itens.map((i) => ({ ...i, boletoId: novo!.id })));
        return { boleto: novo!, substituidos };
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

    /** The caller's boletos touching these quotas, newest first, with a total for paging. */
    async historico(
      clienteId: number,
      idsCota: number[],
      filtro: { situacao: 'todos' | 'aberto' | 'pago'; tipo?: 'parcelas' | 'quitacao' },
      limite: number,
      deslocamento: number,
    ) {
      const condicoes = and(
        eq(boletos.clienteId, clienteId),
        inArray(boletos.cotaId, idsCota),
        filtro.situacao === 'todos' ? undefined : eq(boletos.situacao, filtro.situacao),
        filtro.tipo ? eq(boletos.tipo, filtro.tipo) : undefined,
      );
      const [linhas, [contagem]] = await Promise.all([
        db
          .select()
          .from(boletos)
          .where(condicoes)
          .orderBy(desc(boletos.id))
          .limit(limite)
          .offset(deslocamento),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(boletos)
          .where(condicoes),
      ]);
      return { linhas, total: contagem?.total ?? 0 };
    },

    /** What each boleto pays: its instalments with their quota. */
    parcelasDosBoletos: (idsBoleto: number[]) =>
      idsBoleto.length
        ? db
            .select({
              boletoId: boletoParcelas.boletoId,
              idCota: cotas.id,
              grupo: grupos.codigo,
              cota: cotas.numero,
              numeroParcela: parcelas.numero,
              dataVencimento: parcelas.dataVencimento,
              valorCobrado: boletoParcelas.valorCentavos,
            })
            .from(boletoParcelas)
            .innerJoin(parcelas, eq(parcelas.id, boletoParcelas.parcelaId))
            .innerJoin(cotas, eq(cotas.id, parcelas.cotaId))
            .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
            .where(inArray(boletoParcelas.boletoId, idsBoleto))
            .orderBy(asc(parcelas.dataVencimento), asc(cotas.id))
        : Promise.resolve([]),

    async formaEnvio(idCota: number) {
      const [row] = await db
        .select({
          formaEnvio: cotas.formaEnvio,
          alteradaEm: cotas.formaEnvioAlteradaEm,
          dataProximaAssembleia: grupos.dataProximaAssembleia,
        })
        .from(cotas)
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(eq(cotas.id, idCota));
      return row!;
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
