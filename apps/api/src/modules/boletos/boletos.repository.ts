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
import type { Transacao } from '../../core/transacao.ts';
import {
  ESCALA_PERCENTUAL,
  PERCENTUAL_JUROS_MORA_MES,
  PERCENTUAL_MULTA_ATRASO,
  type FiltroParcelas,
} from '@portal/domain';

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

/**
 * `estaCancelada` (domain, cotas.rules.ts) in SQL: the status without accents contains 'cancelad', any case.
 * For the second copy's statement below, which cannot ask JavaScript which quotas to skip.
 */
export const cotaCanceladaSql = (coluna: string) =>
  `translate(${coluna}, 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç', 'AAAAAEEEEIIIIOOOOOUUUUCaaaaaeeeeiiiiooooouuuuc') ilike '%cancelad%'`;

/**
 * Overdue charges in SQL, for the totals only (encargosDeAtraso, domain cobranca.rules.ts): the fine, 2 % of
 * the amount, and the mora, 1 % a month pro rata die over 30 days, each rounded half-up to the centavo once
 * (half-up of n/d for n ≥ 0 is floor((2n + d) / 2d)), in bigint. The page's own rows are charged by the
 * domain's rule in JavaScript; segunda-via-no-banco.test.ts checks both agree on every instalment.
 */
const MULTA = PERCENTUAL_MULTA_ATRASO * ESCALA_PERCENTUAL;
const MORA = PERCENTUAL_JUROS_MORA_MES * ESCALA_PERCENTUAL;
const CEM = 100 * ESCALA_PERCENTUAL;
const cobradoSql = (valor: string, dias: string) =>
  `${valor} + case when ${dias} > 0 then
     (2 * ${valor} * ${MULTA} + ${CEM}) / (2 * ${CEM})
     + (2 * ${valor} * ${dias} * ${MORA} + ${CEM} * 30) / (2 * ${CEM} * 30)
   else 0 end`;

/**
 * GET {id}/cobrancas/segunda-via in one statement (issue 16): whether `{id}` is the caller's on these units
 * (the ownership check: `dona`), the open instalments of the list's quotas (the path's quota, or with `unifica`
 * every quota of the customer on these units; cancelled ones never: spec §4), one page of those the filters
 * show, and per quota the counts and sums the totals, the page count and the selection are made of. Only the
 * page and one line per quota leave the database: a customer with 50 quotas has about a thousand open
 * instalments. The marks are one hashed lookup (`in (select …)`), not a probe per instalment.
 * Parameters: $1 customer, $2 units, $3 quota, $4 unifica, $5 today, $6 filter, $7 quota filter, $8 limit,
 * $9 offset.
 */
const SQL_SEGUNDA_VIA = `
with dona as (
  select c.id from cotas c join grupos g on g.id = c.grupo_id
  where c.id = $3 and c.cliente_id = $1 and g.id_unidade_negocio = any($2::text[])
),
abertas as materialized (
  select p.id, p.cota_id, p.numero, p.data_vencimento, p.valor_centavos,
    p.data_vencimento < $5::date as vencida,
    ${cobradoSql('p.valor_centavos', '($5::date - p.data_vencimento)')} as cobrado,
    p.id in (select m.parcela_id from cobrancas_marcadas m where m.cliente_id = $1 and m.boleto_id is null)
      as marcada
  from cotas c
  join grupos g on g.id = c.grupo_id
  join parcelas p on p.cota_id = c.id and p.data_pagamento is null
  where exists (select 1 from dona) and c.cliente_id = $1 and g.id_unidade_negocio = any($2::text[])
    and ($4::boolean or c.id = $3) and not (${cotaCanceladaSql('c.situacao')})
)
select
  exists (select 1 from dona) as dona,
  (select coalesce(json_agg(json_build_object('parcelaId', v.id, 'idCota', v.cota_id, 'numero', v.numero,
      'dataVencimento', v.data_vencimento, 'valorCentavos', v.valor_centavos, 'marcada', v.marcada,
      'grupo', g.codigo, 'cota', c.numero) order by v.data_vencimento, v.cota_id, v.id), '[]')
    from (select * from abertas
      where ($6::text = 'all' or vencida = ($6::text = 'late')) and ($7::int is null or cota_id = $7::int)
      order by data_vencimento, cota_id, id limit $8 offset $9) v
    join cotas c on c.id = v.cota_id join grupos g on g.id = c.grupo_id) as pagina,
  (select coalesce(json_agg(json_build_object('idCota', cota_id, 'quantidade', quantidade,
      'valorTotal', valor_total, 'vencidas', vencidas, 'valorVencidas', valor_vencidas,
      'primeiroVencimento', primeiro_vencimento, 'marcadas', marcadas, 'valorMarcadas', valor_marcadas,
      'marcadasVencidas', marcadas_vencidas, 'primeiroMarcado', primeiro_marcado)), '[]')
    from (select cota_id, count(*) as quantidade, sum(cobrado) as valor_total,
        count(*) filter (where vencida) as vencidas,
        coalesce(sum(cobrado) filter (where vencida), 0) as valor_vencidas,
        min(data_vencimento) as primeiro_vencimento,
        count(*) filter (where marcada) as marcadas,
        coalesce(sum(cobrado) filter (where marcada), 0) as valor_marcadas,
        count(*) filter (where marcada and vencida) as marcadas_vencidas,
        min(data_vencimento) filter (where marcada) as primeiro_marcado
      from abertas group by cota_id) q) as por_cota`;

/** One quota's share of the list (por_cota above). */
export interface AbertasDaCota {
  idCota: number;
  quantidade: number;
  valorTotal: number;
  vencidas: number;
  valorVencidas: number;
  primeiroVencimento: string;
  marcadas: number;
  valorMarcadas: number;
  marcadasVencidas: number;
  primeiroMarcado: string | null;
}

export interface SegundaViaDoBanco {
  dona: boolean;
  total: number;
  pagina: {
    parcelaId: number;
    idCota: number;
    numero: number;
    dataVencimento: string;
    valorCentavos: number;
    marcada: boolean;
    grupo: number;
    cota: number;
  }[];
  porCota: AbertasDaCota[];
}

/** What the repository uses of pg's pool: one named (prepared) query. */
interface PoolDoPg {
  query<R>(consulta: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

export function createBoletosRepository(db: Db) {
  const abertas = abertasPreparada(db);
  // drizzle keeps the pg pool as `$client`: a named statement goes to it directly.
  const pool = (db as unknown as { $client: PoolDoPg }).$client;
  return {
    /**
     * The second copy's page, totals and ownership check in one named prepared statement (SQL_SEGUNDA_VIA): hand
     * written, since its CTEs and aggregates read better as SQL than as a builder chain.
     */
    async segundaVia(p: {
      clienteId: number;
      unidades: string[];
      idCota: number;
      unifica: boolean;
      hoje: string;
      filtro: FiltroParcelas;
      idCotaFiltro: number | undefined;
      limite: number;
      deslocamento: number;
    }): Promise<SegundaViaDoBanco> {
      const { rows } = await pool.query<{
        dona: boolean;
        pagina: SegundaViaDoBanco['pagina'];
        por_cota: AbertasDaCota[];
      }>({
        name: 'boletos_segunda_via',
        text: SQL_SEGUNDA_VIA,
        values: [
          p.clienteId,
          p.unidades,
          p.idCota,
          p.unifica,
          p.hoje,
          p.filtro,
          p.idCotaFiltro ?? null,
          p.limite,
          p.deslocamento,
        ],
      });
      const { dona, pagina, por_cota: porCota } = rows[0]!;
      // What the filters show, counted from the per-quota lines (no second pass over the list).
      const total = porCota
        .filter((c) => p.idCotaFiltro === undefined || c.idCota === p.idCotaFiltro)
        .reduce(
          (soma, c) =>
            soma +
            (p.filtro === 'all'
              ? c.quantidade
              : p.filtro === 'late'
                ? c.vencidas
                : c.quantidade - c.vencidas),
          0,
        );
      return { dona, total, pagina, porCota };
    },

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
    /** Marks many at once (select all): one statement; an instalment marked already keeps a single mark. */
    marcarVarias: (clienteId: number, parcelaIds: number[]) =>
      db.execute(sql`
        insert into ${cobrancasMarcadas} (cliente_id, parcela_id)
        select ${clienteId}, id from unnest(${sql.param(parcelaIds)}::int[]) as id
        on conflict (cliente_id, parcela_id) do update set boleto_id = null, marcada_em = now()`),
    /** Clears the selection of these instalments; marks that already generated a boleto stay (see above). */
    desmarcarVarias: (clienteId: number, parcelaIds: number[]) =>
      db
        .delete(cobrancasMarcadas)
        .where(
          and(
            eq(cobrancasMarcadas.clienteId, clienteId),
            sql`${cobrancasMarcadas.parcelaId} = any(${sql.param(parcelaIds)}::int[])`,
            isNull(cobrancasMarcadas.boletoId),
          ),
        ),
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

    /**
     * Cancels every open boleto that covers one of these instalments, in the caller's transaction: their amounts
     * changed (a renegotiation, ADR 0052), so those boletos may no longer settle them. Answers the nossos números.
     */
    cancelarAbertosDasParcelas: (tx: Transacao, parcelaIds: number[]) =>
      parcelaIds.length
        ? tx
            .update(boletos)
            .set({ situacao: 'cancelado' })
            .where(
              and(
                eq(boletos.situacao, 'aberto'),
                inArray(
                  boletos.id,
                  tx
                    .select({ id: boletoParcelas.boletoId })
                    .from(boletoParcelas)
                    .where(
                      and(
                        inArray(boletoParcelas.parcelaId, parcelaIds),
                        eq(boletoParcelas.situacaoBoleto, 'aberto'),
                      ),
                    ),
                ),
              ),
            )
            .returning({ nossoNumero: boletos.nossoNumero })
        : Promise.resolve([]),

    /** Boletos by id (an anticipation's, ADR 0055). */
    porIds: (ids: number[]): Promise<BoletoRow[]> =>
      ids.length ? db.select().from(boletos).where(inArray(boletos.id, ids)) : Promise.resolve([]),

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

    /** Read inside the change's transaction too (`executor`): a second pool connection there could run the pool dry. */
    async formaEnvio(idCota: number, executor: Pick<Db, 'select'> = db) {
      const [row] = await executor
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
