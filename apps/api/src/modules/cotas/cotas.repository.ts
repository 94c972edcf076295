import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { clientes, cotas, grupos, parcelas, type Db } from '@portal/db';

const hojeP = sql.placeholder('hoje');
const clienteP = sql.placeholder('clienteId');
// A JS array bound as one parameter arrives as a PostgreSQL array: `= any($n)`.
const unidadesP = sql.placeholder('unidades');

/** Quota columns every quota answer needs, with the instalment counters computed by the database. */
const colunasCota = {
  idCota: cotas.id,
  clienteId: cotas.clienteId,
  cota: cotas.numero,
  grupo: grupos.codigo,
  versao: cotas.versao,
  valorBem: cotas.valorBemCentavos,
  valorSaldoDevedor: cotas.valorSaldoDevedorCentavos,
  valorParcela: cotas.valorParcelaCentavos,
  situacaoCota: cotas.situacao,
  dataAdesao: cotas.dataAdesao,
  dataContemplacao: cotas.dataContemplacao,
  modalidadeContemplacao: cotas.modalidadeContemplacao,
  categoria: grupos.categoria,
  descricaoBem: grupos.descricaoBem,
  idUnidadeNegocio: grupos.idUnidadeNegocio,
  prazoMeses: grupos.prazoMeses,
  apelido: cotas.apelido,
  fotoUrl: cotas.fotoUrl,
  noAssembleia: cotas.noAssembleia,
  nomePessoa: clientes.nome,
  cdInscricaoNacional: clientes.inscricaoNacional,
  senhaExpirada: clientes.senhaExpirada,
  parcelasPagas: cotas.parcelasPagas,
  parcelasAtraso:
    sql<number>`(select count(*) from ${parcelas} p where p.cota_id = ${cotas.id} and p.data_pagamento is null and p.data_vencimento < ${hojeP})`.mapWith(
      Number,
    ),
};

/**
 * The two quota reads behind most screens run as named prepared statements: their plan (1.6 ms, more than
 * the execution) is made once per connection instead of on every request. See bench/.
 */
function consultasPreparadas(db: Db) {
  const base = (numeroCotasCliente: SQL) =>
    db
      .select({ ...colunasCota, numeroCotasCliente: sql<number>`${numeroCotasCliente}`.mapWith(Number) })
      .from(cotas)
      .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
      .innerJoin(clientes, eq(clientes.id, cotas.clienteId));
  const doClienteP = and(eq(cotas.clienteId, clienteP), sql`${grupos.idUnidadeNegocio} = any(${unidadesP})`);
  return {
    // Counted before LIMIT: every quota of the customer on these units.
    listar: base(sql`count(*) over ()`)
      .where(doClienteP)
      .orderBy(grupos.codigo, cotas.numero, cotas.versao)
      .limit(sql.placeholder('limite'))
      .offset(sql.placeholder('deslocamento'))
      .prepare('cotas_listar'),
    umaDoCliente: base(
      sql`(select count(*) from ${cotas} c2 join ${grupos} g2 on g2.id = c2.grupo_id where c2.cliente_id = ${cotas.clienteId} and g2.id_unidade_negocio = any(${unidadesP}))`,
    )
      .where(and(doClienteP, eq(cotas.id, sql.placeholder('idCota'))))
      .prepare('cotas_uma_do_cliente'),
    /** Id and status only: the scope of lists that span the customer's quotas (boletos), without the card's joins. */
    situacoes: db
      .select({ idCota: cotas.id, situacaoCota: cotas.situacao })
      .from(cotas)
      .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
      .where(doClienteP)
      .prepare('cotas_situacoes'),
    /** Back-office only: any quota by id, whoever holds it. */
    porId: base(sql`(select count(*) from ${cotas} c2 where c2.cliente_id = ${cotas.clienteId})`)
      .where(eq(cotas.id, sql.placeholder('idCota')))
      .prepare('cotas_por_id'),
  };
}

export function createCotasRepository(db: Db) {
  const preparadas = consultasPreparadas(db);
  const doCliente = (clienteId: number, unidades: string[]) =>
    and(eq(cotas.clienteId, clienteId), inArray(grupos.idUnidadeNegocio, unidades));

  return {
    /** The customer's quotas on this partner's business units, a page at a time. */
    listar: (clienteId: number, unidades: string[], hoje: string, limite: number, deslocamento: number) =>
      preparadas.listar.execute({ clienteId, unidades, hoje, limite, deslocamento }),

    /** Every quota of the customer on these units, id and status only. */
    situacoes: (clienteId: number, unidades: string[]) =>
      preparadas.situacoes.execute({ clienteId, unidades }),

    /** One quota, only when it is the customer's and on the partner's units (else undefined: a 404). */
    async doCliente(clienteId: number, unidades: string[], idCota: number, hoje: string) {
      const rows = await preparadas.umaDoCliente.execute({ clienteId, unidades, hoje, idCota });
      return rows[0];
    },

    /** Back-office only: every quota of a customer, on any partner. */
    doClienteEmTodosParceiros: (clienteId: number) =>
      db
        .select({
          idCota: cotas.id,
          grupo: grupos.codigo,
          cota: cotas.numero,
          versao: cotas.versao,
          situacaoCota: cotas.situacao,
          descricaoBem: grupos.descricaoBem,
          idUnidadeNegocio: grupos.idUnidadeNegocio,
        })
        .from(cotas)
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(eq(cotas.clienteId, clienteId))
        .orderBy(grupos.codigo, cotas.numero),

    async porId(idCota: number, hoje: string) {
      const rows = await preparadas.porId.execute({ idCota, hoje });
      return rows[0];
    },

    contar: async (clienteId: number, unidades: string[]) => {
      const rows = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(cotas)
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(doCliente(clienteId, unidades));
      return rows[0]?.total ?? 0;
    },

    /** Finds the quota a group + quota login names (any customer): the login then checks the password. */
    async porGrupoECota(codigoGrupo: number, numero: number, versao: number) {
      const rows = await db
        .select({ idCota: cotas.id, clienteId: cotas.clienteId, idUnidadeNegocio: grupos.idUnidadeNegocio })
        .from(cotas)
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(and(eq(grupos.codigo, codigoGrupo), eq(cotas.numero, numero), eq(cotas.versao, versao)))
        .limit(1);
      return rows[0];
    },

    grupoDaCota: async (idCota: number) => {
      const rows = await db
        .select({
          assembleiaAtual: grupos.assembleiaAtual,
          totalAssembleias: grupos.totalAssembleias,
          dataProximaAssembleia: grupos.dataProximaAssembleia,
          percentualTaxaAdministracao: grupos.percentualTaxaAdministracao,
          percentualFundoReserva: grupos.percentualFundoReserva,
        })
        .from(cotas)
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(eq(cotas.id, idCota));
      return rows[0]!;
    },

    resumoParcelas: async (idCota: number, hoje: string) => {
      const rows = await db
        .select({
          valorTotalPago: sql<number>`coalesce(sum(${parcelas.valorPagoCentavos}), 0)`.mapWith(Number),
          valorEmAtraso:
            sql<number>`coalesce(sum(${parcelas.valorCentavos}) filter (where ${parcelas.dataPagamento} is null and ${parcelas.dataVencimento} < ${hoje}), 0)`.mapWith(
              Number,
            ),
          dataProximoVencimento: sql<
            string | null
          >`min(${parcelas.dataVencimento}) filter (where ${parcelas.dataPagamento} is null and ${parcelas.dataVencimento} >= ${hoje})`,
        })
        .from(parcelas)
        .where(eq(parcelas.cotaId, idCota));
      return rows[0]!;
    },

    ultimosPagamentos: (idCota: number, quantidade: number) =>
      db
        .select({
          numeroParcela: parcelas.numero,
          dataPagamento: sql<string>`${parcelas.dataPagamento}`,
          valorPago: sql<number>`${parcelas.valorPagoCentavos}`.mapWith(Number),
        })
        .from(parcelas)
        .where(and(eq(parcelas.cotaId, idCota), isNotNull(parcelas.dataPagamento)))
        .orderBy(desc(parcelas.numero))
        .limit(quantidade),

    cliente: async (clienteId: number) => {
      const rows = await db.select().from(clientes).where(eq(clientes.id, clienteId));
      return rows[0]!;
    },
  };
}
export type CotasRepository = ReturnType<typeof createCotasRepository>;
export type CotaRow = Awaited<ReturnType<CotasRepository['listar']>>[number];
