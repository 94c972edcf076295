import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { clientes, cotas, grupos, parcelas, type Db } from '@portal/db';
import { consultaJson, objetoJson } from '../../core/consulta-json.ts';
import { visivelAoParceiro } from '../../core/visivel-ao-parceiro.ts';

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

/** What GET /cotas/{id} adds to the quota's row: group figures, instalment totals, payments, registration. */
const colunasDetalhe = {
  assembleiaAtual: grupos.assembleiaAtual,
  totalAssembleias: grupos.totalAssembleias,
  dataProximaAssembleia: grupos.dataProximaAssembleia,
  percentualTaxaAdministracao: grupos.percentualTaxaAdministracao,
  percentualFundoReserva: grupos.percentualFundoReserva,
  resumo: sql<{
    valorTotalPago: number;
    valorEmAtraso: number;
    dataProximoVencimento: string | null;
  }>`(select json_build_object(
            'valorTotalPago', coalesce(sum(p.valor_pago_centavos), 0),
            'valorEmAtraso', coalesce(sum(p.valor_centavos) filter (where p.data_pagamento is null and p.data_vencimento < ${hojeP}), 0),
            'dataProximoVencimento', min(p.data_vencimento) filter (where p.data_pagamento is null and p.data_vencimento >= ${hojeP}))
          from ${parcelas} p where p.cota_id = ${cotas.id})`,
  ultimosPagamentos: sql<
    { numeroParcela: number; dataPagamento: string; valorPago: number }[]
  >`(select coalesce(json_agg(json_build_object('numeroParcela', u.numero, 'dataPagamento', u.data_pagamento,
              'valorPago', u.valor_pago_centavos) order by u.numero desc), '[]')
          from (select p.numero, p.data_pagamento, p.valor_pago_centavos from ${parcelas} p
            where p.cota_id = ${cotas.id} and p.data_pagamento is not null
            order by p.numero desc limit ${sql.placeholder('pagamentos')}) u)`,
  nome: clientes.nome,
  inscricaoNacional: clientes.inscricaoNacional,
  tipoPessoa: clientes.tipoPessoa,
  dataNascimentoFundacao: clientes.dataNascimentoFundacao,
  email: clientes.email,
  telefoneCelular: clientes.telefoneCelular,
  telefoneFixo: clientes.telefoneFixo,
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
  /** How many quotas the customer holds on these units (the card's "1 de N"). */
  const numeroCotasCliente = sql<number>`(select count(*) from ${cotas} c2 join ${grupos} g2 on g2.id = c2.grupo_id where c2.cliente_id = ${cotas.clienteId} and g2.id_unidade_negocio = any(${unidadesP}))`;
  return {
    umaDoCliente: base(numeroCotasCliente)
      .where(and(doClienteP, eq(cotas.id, sql.placeholder('idCota'))))
      .prepare('cotas_uma_do_cliente'),
    /** Id and status only: the scope of lists that span the customer's quotas (boletos), without the card's joins. */
    situacoes: db
      .select({ idCota: cotas.id, situacaoCota: cotas.situacao })
      .from(cotas)
      .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
      .where(doClienteP)
      .prepare('cotas_situacoes'),
    /**
     * GET /cotas/{id} once the ownership hook loaded the quota: its group's figures, the instalments' totals
     * (one pass) and last payments, and the holder's registration, in one statement.
     */
    detalhe: db
      .select(colunasDetalhe)
      .from(cotas)
      .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
      .innerJoin(clientes, eq(clientes.id, cotas.clienteId))
      .where(eq(cotas.id, sql.placeholder('idCota')))
      .prepare('cotas_detalhe'),
    /** Back-office only: any quota by id, whoever holds it. */
    porId: base(sql`(select count(*) from ${cotas} c2 where c2.cliente_id = ${cotas.clienteId})`)
      .where(eq(cotas.id, sql.placeholder('idCota')))
      .prepare('cotas_por_id'),
  };
}

/** A quota's row as every quota answer reads it (`colunasCota`), with the customer's count of quotas. */
type LinhaCota = SelectResultFields<typeof colunasCota> & { numeroCotasCliente: number };
type LinhaDetalhe = LinhaCota & SelectResultFields<typeof colunasDetalhe>;

/**
 * The open instalments the home's pending-boleto card counts (due date, amount, number), oldest first: the
 * overdue ones and those of the next due date (`pendenciaDeBoleto` reads no other; the rest of a quota's
 * open instalments, often dozens, were built, parsed and charged for nothing).
 */
const abertas = sql<{ vencimento: string; valor: number; numeroParcela: number }[]>`(select
    coalesce(json_agg(json_build_object('vencimento', p.data_vencimento, 'valor', p.valor_centavos,
      'numeroParcela', p.numero) order by p.data_vencimento, p.id), '[]')
  from ${parcelas} p where p.cota_id = ${cotas.id} and p.data_pagamento is null
    and (p.data_vencimento < ${hojeP} or p.data_vencimento = (select min(p2.data_vencimento) from ${parcelas} p2
      where p2.cota_id = ${cotas.id} and p2.data_pagamento is null and p2.data_vencimento >= ${hojeP})))`;

/** The home's quota as `fragmentosJson().home` carries it. */
export type LinhaHome = LinhaDetalhe & { abertas: SelectResultFields<{ a: typeof abertas }>['a'] };

/**
 * The hottest reads (GET /cotas, GET /cotas/{id}, the home) as json values built by PostgreSQL (ADR 0048): the
 * same joins, filters and order as the builder chains above; Node parses one field instead of ~25 per quota.
 * Each is a scalar subquery. Placeholders: clienteId, unidades, hoje, and `pagina`'s limite and deslocamento,
 * the others' idCota and pagamentos.
 */
export function fragmentosJson(db: Db) {
  const doClienteP = and(eq(cotas.clienteId, clienteP), sql`${grupos.idUnidadeNegocio} = any(${unidadesP})`);
  const numeroCotasCliente = sql`(select count(*) from ${cotas} c2 join ${grupos} g2 on g2.id = c2.grupo_id where c2.cliente_id = ${cotas.clienteId} and g2.id_unidade_negocio = any(${unidadesP}))`;
  const juntas = (campos: Record<string, SQL.Aliased>) =>
    db
      .select(campos)
      .from(cotas)
      .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
      .innerJoin(clientes, eq(clientes.id, cotas.clienteId))
      .$dynamic();
  const pagina = juntas({
    // Counted before LIMIT: every quota of the customer on these units.
    linha: sql`${objetoJson({ ...colunasCota, numeroCotasCliente: sql`count(*) over ()` })}`.as('linha'),
    ordem: sql`row_number() over (order by ${grupos.codigo}, ${cotas.numero}, ${cotas.versao})`.as('ordem'),
  })
    .where(doClienteP)
    .orderBy(grupos.codigo, cotas.numero, cotas.versao)
    .limit(sql.placeholder('limite'))
    .offset(sql.placeholder('deslocamento'));
  const daCota = (extras: Record<string, SQLWrapper>) =>
    juntas({
      linha: sql`${objetoJson({ ...colunasCota, numeroCotasCliente, ...colunasDetalhe, ...extras })}`.as(
        'linha',
      ),
    }).where(and(doClienteP, eq(cotas.id, sql.placeholder('idCota'))));
  return {
    /** Whether the quota is the customer's on these units (boolean): the ownership check of a quota filter. */
    posse: sql`exists (select 1 from ${cotas} c3 join ${grupos} g3 on g3.id = c3.grupo_id
      where c3.id = ${sql.placeholder('idCota')} and c3.cliente_id = ${clienteP}
        and g3.id_unidade_negocio = any(${unidadesP}))`,
    /** A page of the customer's quotas (`LinhaCota[]`). */
    pagina: sql`(select coalesce(json_agg(t.linha order by t.ordem), '[]'::json) from (${pagina}) t)`,
    /** The quota with its details (`LinhaDetalhe`), or null when it is not the customer's on these units. */
    detalhe: sql`(${daCota({})})`,
    /** `detalhe` with the quota's open instalments (`LinhaHome`), or null. */
    home: sql`(${daCota({ abertas })})`,
  };
}

function consultasJson(db: Db) {
  const fragmentos = fragmentosJson(db);
  return {
    listar: consultaJson<LinhaCota[]>(db, 'cotas_listar_json', sql`select ${fragmentos.pagina} as j`),
    /** The quota with its details, or null when it is not the customer's on these units. */
    detalheDoCliente: consultaJson<LinhaDetalhe | null>(
      db,
      'cotas_detalhe_do_cliente_json',
      sql`select ${fragmentos.detalhe} as j`,
    ),
  };
}

export function createCotasRepository(db: Db) {
  const preparadas = consultasPreparadas(db);
  const emJson = consultasJson(db);
  const doCliente = (clienteId: number, unidades: string[]) =>
    and(eq(cotas.clienteId, clienteId), inArray(grupos.idUnidadeNegocio, unidades));

  return {
    /** The customer's quotas on this partner's business units, a page at a time. */
    listar: (clienteId: number, unidades: string[], hoje: string, limite: number, deslocamento: number) =>
      emJson.listar({ clienteId, unidades, hoje, limite, deslocamento }),

    /** Every quota of the customer on these units, id and status only. */
    situacoes: (clienteId: number, unidades: string[]) =>
      preparadas.situacoes.execute({ clienteId, unidades }),

    /** One quota, only when it is the customer's and on the partner's units (else undefined: a 404). */
    async doCliente(clienteId: number, unidades: string[], idCota: number, hoje: string) {
      const rows = await preparadas.umaDoCliente.execute({ clienteId, unidades, hoje, idCota });
      return rows[0];
    },

    /** Back-office only: every quota of a customer, on any partner. */
    /** The customer's quotas the operator may see: every partner's for the staff, its own for a partner's analyst. */
    doClienteNoBackOffice: (clienteId: number, parceiroId: number | null) =>
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
        .where(and(eq(cotas.clienteId, clienteId), visivelAoParceiro(parceiroId, grupos.idUnidadeNegocio)))
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

    /** The quota with its details, only when it is the customer's on these units (else undefined: a 404). */
    async detalheDoCliente(
      clienteId: number,
      unidades: string[],
      idCota: number,
      hoje: string,
      pagamentos: number,
    ) {
      return (await emJson.detalheDoCliente({ clienteId, unidades, idCota, hoje, pagamentos })) ?? undefined;
    },

    /** The details of a quota the caller was shown to hold (the ownership hook ran first). */
    async detalhe(idCota: number, hoje: string, pagamentos: number) {
      const rows = await preparadas.detalhe.execute({ idCota, hoje, pagamentos });
      return rows[0]!;
    },

    cliente: async (clienteId: number) => {
      const rows = await db.select().from(clientes).where(eq(clientes.id, clienteId));
      return rows[0]!;
    },
  };
}
export type CotasRepository = ReturnType<typeof createCotasRepository>;
export type CotaRow = Awaited<ReturnType<CotasRepository['listar']>>[number];
