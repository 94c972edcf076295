import { and, asc, eq, sql } from 'drizzle-orm';
import {
  concessionarias,
  fabricantes,
  modelosBem,
  modelosBemAnos,
  solicitacoesInclusao,
  type Db,
} from '@portal/db';
import {
  anoFabricacaoModelo,
  chaveDeBuscaVeiculo,
  termosDaBusca,
  type AnoModeloBem,
  type TipoVeiculo,
} from '@portal/domain';
import type { CatalogoDeVeiculos } from '../../adapters/catalogo-veiculos.ts';
import type { Transacao } from '../../core/transacao.ts';

export type SolicitacaoRow = typeof solicitacoesInclusao.$inferSelect;
export type ConcessionariaRow = typeof concessionarias.$inferSelect;
type Executor = Db | Transacao;

/** Only digits: the embedded catalogue's codes are its ids. */
const idDoCodigo = (codigo: string) => (/^\d{1,9}$/.test(codigo) ? Number(codigo) : null);

/** Every word typed, in the key column (accents and case already out of both). */
const contemTodos = (coluna: typeof fabricantes.chave | typeof modelosBem.chave, busca: string | undefined) =>
  and(...termosDaBusca(busca).map((t) => sql`${coluna} like ${`%${t.replace(/[%_\\]/g, '')}%`}`));

/** The month the embedded table's values refer to (packages/db/seed/catalogo-veiculos.ts). */
const MES_REFERENCIA_EMBUTIDO = 'novembro de 2026';

/**
 * The faturamento module's vehicle tables (migration 0040): the embedded catalogue adapter (brands, models,
 * years), the dealers and the inclusion requests. Quotas, customers and partners are read for the back-office
 * list only.
 */
export function createVeiculosRepository(db: Db) {
  /** The embedded catalogue: the seeded tables (the default adapter of the port). */
  const catalogo: CatalogoDeVeiculos = {
    async fabricantes({ busca, tipo }) {
      const rows = await db
        .select({
          id: fabricantes.id,
          nome: fabricantes.nome,
          tipos: sql<
            TipoVeiculo[]
          >`array_agg(distinct ${modelosBem.tipoVeiculo} order by ${modelosBem.tipoVeiculo})`,
        })
        .from(fabricantes)
        .innerJoin(modelosBem, eq(modelosBem.fabricanteId, fabricantes.id))
        .where(
          and(contemTodos(fabricantes.chave, busca), tipo ? eq(modelosBem.tipoVeiculo, tipo) : undefined),
        )
        .groupBy(fabricantes.id)
        .orderBy(asc(fabricantes.chave));
      return rows.map((r) => ({ codFabricante: String(r.id), nomeFabricante: r.nome, tipos: r.tipos }));
    },

    async modelos({ codFabricante, busca, tipo }) {
      const id = idDoCodigo(codFabricante);
      if (id === null) return null;
      const [marca] = await db.select().from(fabricantes).where(eq(fabricantes.id, id));
      if (!marca) return null;
      const rows = await db
        .select({ id: modelosBem.id, nome: modelosBem.nome, tipo: modelosBem.tipoVeiculo })
        .from(modelosBem)
        .where(
          and(
            eq(modelosBem.fabricanteId, id),
            contemTodos(modelosBem.chave, busca),
            tipo ? eq(modelosBem.tipoVeiculo, tipo) : undefined,
          ),
        )
        .orderBy(asc(modelosBem.chave));
      return rows.map((r) => ({
        codBem: String(r.id),
        nomeBem: r.nome,
        codFabricante: String(marca.id),
        nomeFabricante: marca.nome,
        tipoVeiculo: r.tipo as TipoVeiculo,
      }));
    },

    async anos(codBem) {
      const id = idDoCodigo(codBem);
      if (id === null) return null;
      const [modelo] = await db.select({ id: modelosBem.id }).from(modelosBem).where(eq(modelosBem.id, id));
      if (!modelo) return null;
      const rows = await db
        .select()
        .from(modelosBemAnos)
        .where(eq(modelosBemAnos.modeloId, id))
        .orderBy(sql`${modelosBemAnos.anoModelo} desc, ${modelosBemAnos.anoFabricacao} desc`);
      return rows.map((r): AnoModeloBem => ({
        ano: anoFabricacaoModelo(r.anoFabricacao, r.anoModelo),
        anoFabricacao: r.anoFabricacao,
        anoModelo: r.anoModelo,
        valor: r.valorCentavos,
        combustivel: null,
        codigoFipe: null,
        mesReferencia: MES_REFERENCIA_EMBUTIDO,
      }));
    },
  };

  return {
    catalogo,

    async concessionaria(cnpj: string): Promise<ConcessionariaRow | undefined> {
      const [row] = await db.select().from(concessionarias).where(eq(concessionarias.cnpj, cnpj));
      return row;
    },

    /** One statement: the request, or nothing when the quota already has one pending for the same key. */
    async solicitar(
      valores: Omit<typeof solicitacoesInclusao.$inferInsert, 'id' | 'situacao' | 'criadoEm'>,
    ): Promise<SolicitacaoRow | undefined> {
      const [row] = await db.insert(solicitacoesInclusao).values(valores).onConflictDoNothing().returning();
      return row;
    },

    async solicitacoesDaCota(cotaId: number): Promise<SolicitacaoRow[]> {
      return db
        .select()
        .from(solicitacoesInclusao)
        .where(eq(solicitacoesInclusao.cotaId, cotaId))
        .orderBy(sql`${solicitacoesInclusao.criadoEm} desc, ${solicitacoesInclusao.id} desc`)
        .limit(50);
    },

    async parceiroDoOperador(operadorId: number): Promise<number | null> {
      const { rows } = await db.execute<{ parceiro_id: number | null }>(
        sql`select parceiro_id from operadores where id = ${operadorId}`,
      );
      return rows[0]?.parceiro_id ?? null;
    },

    /** The back-office list: the oldest first, of the operator's partner (null: every partner). */
    async solicitacoesOperador(filtro: {
      situacao: string;
      parceiroId: number | null;
      limite: number;
      deslocamento: number;
      id?: number;
      executor?: Executor;
    }) {
      const executor = filtro.executor ?? db;
      const { rows } = await executor.execute<
        SolicitacaoRowSql & {
          nome: string;
          grupo: number;
          cota: number;
          parceiro: string | null;
          total: string;
        }
      >(sql`select s.*, cl.nome, g.codigo as grupo, co.numero as cota,
          (select string_agg(p.nome, ' / ' order by p.id) from parceiros p
            where g.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ','))) as parceiro,
          count(*) over () as total
        from solicitacoes_inclusao s
        join cotas co on co.id = s.cota_id
        join grupos g on g.id = co.grupo_id
        join clientes cl on cl.id = s.cliente_id
        where ${filtro.id === undefined ? sql`s.situacao = ${filtro.situacao}` : sql`s.id = ${filtro.id}`}
          and (${filtro.parceiroId}::int is null or exists (
            select 1 from parceiros p where p.id = ${filtro.parceiroId}::int
              and g.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ','))))
        order by s.criado_em ${filtro.situacao === 'PENDENTE' ? sql`asc` : sql`desc`}, s.id
        limit ${filtro.limite} offset ${filtro.deslocamento}`);
      return {
        total: Number(rows[0]?.total ?? 0),
        linhas: rows.map((r) => ({
          solicitacao: deSql(r),
          nome: r.nome,
          grupo: r.grupo,
          cota: r.cota,
          parceiro: r.parceiro,
        })),
      };
    },

    /** Marks a pending request answered: one statement, so two analysts answering at once get one each. */
    async responder(
      id: number,
      resposta: {
        situacao: 'ATENDIDA' | 'RECUSADA';
        resposta: string | null;
        operadorId: number;
        agora: Date;
      },
      tx: Transacao,
    ): Promise<SolicitacaoRow | undefined> {
      const [row] = await tx
        .update(solicitacoesInclusao)
        .set({
          situacao: resposta.situacao,
          resposta: resposta.resposta,
          operadorId: resposta.operadorId,
          respondidoEm: resposta.agora,
        })
        .where(and(eq(solicitacoesInclusao.id, id), eq(solicitacoesInclusao.situacao, 'PENDENTE')))
        .returning();
      return row;
    },

    /** A dealer, or its data brought up to date when the CNPJ is already there. */
    async incluirConcessionaria(valores: typeof concessionarias.$inferInsert, tx: Transacao) {
      await tx
        .insert(concessionarias)
        .values(valores)
        .onConflictDoUpdate({
          target: concessionarias.cnpj,
          set: {
            razaoSocial: valores.razaoSocial,
            nomeFantasia: valores.nomeFantasia ?? null,
            cidade: valores.cidade,
            uf: valores.uf,
            marcas: valores.marcas ?? [],
          },
        });
    },

    /** The brand (found by its key, or new), the model (same) and its years (values brought up to date). */
    async incluirModelo(
      modelo: {
        nomeFabricante: string;
        nomeBem: string;
        tipoVeiculo: TipoVeiculo;
        anos: { anoFabricacao: number; anoModelo: number; valor: number }[];
      },
      tx: Transacao,
    ): Promise<{ fabricanteId: number; modeloId: number }> {
      const chaveMarca = chaveDeBuscaVeiculo(modelo.nomeFabricante);
      await tx
        .insert(fabricantes)
        .values({ nome: modelo.nomeFabricante, chave: chaveMarca })
        .onConflictDoNothing({ target: fabricantes.chave });
      const [marca] = await tx
        .select({ id: fabricantes.id })
        .from(fabricantes)
        .where(eq(fabricantes.chave, chaveMarca));
      const chaveModelo = chaveDeBuscaVeiculo(modelo.nomeBem);
      await tx
        .insert(modelosBem)
        .values({
          fabricanteId: marca!.id,
          nome: modelo.nomeBem,
          chave: chaveModelo,
          tipoVeiculo: modelo.tipoVeiculo,
        })
        .onConflictDoNothing({ target: [modelosBem.fabricanteId, modelosBem.chave] });
      const [linha] = await tx
        .select({ id: modelosBem.id })
        .from(modelosBem)
        .where(and(eq(modelosBem.fabricanteId, marca!.id), eq(modelosBem.chave, chaveModelo)));
      await tx
        .insert(modelosBemAnos)
        .values(
          modelo.anos.map((a) => ({
            modeloId: linha!.id,
            anoFabricacao: a.anoFabricacao,
            anoModelo: a.anoModelo,
            valorCentavos: a.valor,
          })),
        )
        .onConflictDoUpdate({
          target: [modelosBemAnos.modeloId, modelosBemAnos.anoModelo, modelosBemAnos.anoFabricacao],
          set: { valorCentavos: sql`excluded.valor_centavos` },
        });
      return { fabricanteId: marca!.id, modeloId: linha!.id };
    },
  };
}

export type VeiculosRepository = ReturnType<typeof createVeiculosRepository>;

type SolicitacaoRowSql = {
  id: number;
  tipo: SolicitacaoRow['tipo'];
  cota_id: number;
  cliente_id: number;
  chave: string;
  cnpj: string | null;
  razao_social: string | null;
  cidade: string | null;
  uf: string | null;
  nome_fabricante: string | null;
  nome_bem: string | null;
  tipo_veiculo: string | null;
  situacao: SolicitacaoRow['situacao'];
  resposta: string | null;
  operador_id: number | null;
  criado_em: Date | string;
  respondido_em: Date | string | null;
};

const data = (d: Date | string | null) => (d === null ? null : new Date(d));

function deSql(r: SolicitacaoRowSql): SolicitacaoRow {
  return {
    id: r.id,
    tipo: r.tipo,
    cotaId: r.cota_id,
    clienteId: r.cliente_id,
    chave: r.chave,
    cnpj: r.cnpj,
    razaoSocial: r.razao_social,
    cidade: r.cidade,
    uf: r.uf,
    nomeFabricante: r.nome_fabricante,
    nomeBem: r.nome_bem,
    tipoVeiculo: r.tipo_veiculo,
    situacao: r.situacao,
    resposta: r.resposta,
    operadorId: r.operador_id,
    criadoEm: data(r.criado_em)!,
    respondidoEm: data(r.respondido_em),
  };
}
