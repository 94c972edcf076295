import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  casos,
  casosHistorico,
  casosNumeroSeq,
  clientes,
  cotas,
  grupos,
  operadores,
  retornosCrivo,
  type Db,
} from '@portal/db';
import { formatarNumeroCaso } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';
import { visivelAoParceiro } from '../../core/visivel-ao-parceiro.ts';

export type CasoRow = typeof casos.$inferSelect;
export type NovoCaso = Omit<typeof casos.$inferInsert, 'numero' | 'aberto'>;

export interface FiltroFila {
  tipo?: string;
  fase?: string;
  status?: string;
  /** Case number, CPF/CNPJ digits, or 'grupo/cota'. */
  busca?: string;
}

/** What a case's answer (Caso) reads of its row. */
export type CamposDoCaso = Pick<
  CasoRow,
  | 'numero'
  | 'criadoEm'
  | 'status'
  | 'fase'
  | 'tipo'
  | 'cotaId'
  | 'origem'
  | 'descricao'
  | 'observacao'
  | 'modalidadeContemplacao'
  | 'documentosIlegiveis'
  | 'documentosIncompletos'
  | 'documentosIncorretos'
  | 'expliqueMotivo'
  | 'dadosApp'
  | 'respostaAnalista'
>;

/** A case as `casosDaCotaJson` carries it: `criadoEm` in ISO 8601 (to the millisecond, as a Date has it). */
export type CasoJson = Omit<CamposDoCaso, 'criadoEm'> & { criadoEm: string };

/**
 * The cases of one quota and customer of the given types, newest first, as one json array (ADR 0048), for the
 * home's statement (ADR 0059). Placeholders: idCota, clienteId, tiposDeCaso (an array).
 */
export const casosDaCotaJson: SQL = sql`(select coalesce(json_agg(json_build_object('numero', c.numero,
    'criadoEm', to_char(c.criado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'status', c.status,
    'fase', c.fase, 'tipo', c.tipo, 'cotaId', c.cota_id, 'origem', c.origem, 'descricao', c.descricao,
    'observacao', c.observacao, 'modalidadeContemplacao', c.modalidade_contemplacao,
    'documentosIlegiveis', c.documentos_ilegiveis, 'documentosIncompletos', c.documentos_incompletos,
    'documentosIncorretos', c.documentos_incorretos, 'expliqueMotivo', c.explique_motivo,
    'dadosApp', c.dados_app, 'respostaAnalista', c.resposta_analista) order by c.criado_em desc, c.id desc), '[]')
  from ${casos} c
  where c.cota_id = ${sql.placeholder('idCota')} and c.cliente_id = ${sql.placeholder('clienteId')}
    and c.tipo = any(${sql.placeholder('tiposDeCaso')}))`;

export function createCasosRepository(db: Db) {
  return {
    daCota: (cotaId: number, tipos: string[]) =>
      db
        .select()
        .from(casos)
        .where(and(eq(casos.cotaId, cotaId), inArray(casos.tipo, tipos)))
        .orderBy(desc(casos.criadoEm), desc(casos.id)),

    async porNumero(numero: string): Promise<CasoRow | undefined> {
      const rows = await db.select().from(casos).where(eq(casos.numero, numero)).limit(1);
      return rows[0];
    },

    /** A case by its number, when the operator may see its quota (`parceiroId`: the analyst's partner). */
    async porNumeroDoOperador(numero: string, parceiroId: number | null): Promise<CasoRow | undefined> {
      const rows = await db
        .select({ caso: casos })
        .from(casos)
        .innerJoin(cotas, eq(cotas.id, casos.cotaId))
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(and(eq(casos.numero, numero), visivelAoParceiro(parceiroId, grupos.idUnidadeNegocio)))
        .limit(1);
      return rows[0]?.caso;
    },

    /** Whether the operator may see the quota (`parceiroId`: the analyst's partner, null for the staff). */
    async cotaVisivelAoOperador(cotaId: number, parceiroId: number | null): Promise<boolean> {
      const rows = await db
        .select({ id: cotas.id })
        .from(cotas)
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(and(eq(cotas.id, cotaId), visivelAoParceiro(parceiroId, grupos.idUnidadeNegocio)))
        .limit(1);
      return rows.length > 0;
    },

    transacao: <T>(fn: (tx: Transacao) => Promise<T>) => db.transaction(fn),

    /** A case by its id, locked until the caller's transaction ends. */
    async porIdBloqueado(tx: Transacao, id: number): Promise<CasoRow | undefined> {
      const [row] = await tx.select().from(casos).where(eq(casos.id, id)).for('update');
      return row;
    },

    /** The quota's open case of a type (at most one: `casos_um_aberto_por_tipo_idx`). */
    async abertoDoTipo(cotaId: number, tipo: string, executor: Db | Transacao = db) {
      const [row] = await executor
        .select()
        .from(casos)
        .where(and(eq(casos.cotaId, cotaId), eq(casos.tipo, tipo), eq(casos.aberto, true)));
      return row;
    },

    /**
     * The person's newest open case of a type on any of their quotas (a registration change belongs to the
     * person, not to one quota); in a transaction, locked until it ends.
     */
    async abertoDoTipoDoCliente(clienteId: number, tipo: string, tx?: Transacao) {
      const consulta = (tx ?? db)
        .select()
        .from(casos)
        .where(and(eq(casos.clienteId, clienteId), eq(casos.tipo, tipo), eq(casos.aberto, true)))
        .orderBy(desc(casos.id))
        .limit(1);
      const [row] = tx ? await consulta.for('update') : await consulta;
      return row;
    },

    /**
     * Inserts an open case with the next CaseNumber and its first history line, in the caller's transaction;
     * undefined when the quota already has an open case of the type. One statement decides it (the unique
     * index with ON CONFLICT): two requests at once never both open one, and neither sees an error.
     */
    async abrir(tx: Transacao, novo: NovoCaso, autor: string): Promise<CasoRow | undefined> {
      const [{ n }] = (await tx.execute<{ n: string }>(sql`select nextval(${casosNumeroSeq.seqName}) as n`))
        .rows as [{ n: string }];
      const [caso] = await tx
        .insert(casos)
        .values({ ...novo, numero: formatarNumeroCaso(Number(n)) })
        .onConflictDoNothing({ target: [casos.cotaId, casos.tipo], where: sql`${casos.aberto}` })
        .returning();
      if (!caso) return undefined;
      await tx.insert(casosHistorico).values({
        casoId: caso.id,
        autor,
        fasePara: caso.fase,
        statusPara: caso.status,
        nota: 'Caso aberto',
        criadoEm: caso.criadoEm,
      });
      return caso;
    },

    /** A history line with no change of phase or status: something happened that the case should tell. */
    anotar: (tx: Transacao, caso: CasoRow, autor: string, nota: string, quando: Date) =>
      tx.insert(casosHistorico).values({
        casoId: caso.id,
        autor,
        faseDe: caso.fase,
        fasePara: caso.fase,
        statusDe: caso.status,
        statusPara: caso.status,
        nota,
        criadoEm: quando,
      }),

    /**
     * Applies a change and writes the history line (from → to), in the caller's transaction or its own. The
     * row is locked first, so "from" is what this change replaced even when two analysts act at once.
     */
    alterar: (
      casoId: number,
      mudancas: Partial<typeof casos.$inferInsert>,
      autor: string,
      nota: string | null,
      quando: Date,
      executor: Db | Transacao = db,
    ) =>
      executor.transaction(async (tx) => {
        const [antes] = await tx.select().from(casos).where(eq(casos.id, casoId)).for('update');
        const [novo] = await tx
          .update(casos)
          .set({ ...mudancas, atualizadoEm: quando })
          .where(eq(casos.id, casoId))
          .returning();
        await tx.insert(casosHistorico).values({
          casoId,
          autor,
          faseDe: antes!.fase,
          fasePara: novo!.fase,
          statusDe: antes!.status,
          statusPara: novo!.status,
          nota,
          criadoEm: quando,
        });
        return { antes: antes!, depois: novo! };
      }),

    /** The case's history, each operator's entry with the operator's name and role (the author is 'operador:N'). */
    historico: (casoId: number) =>
      db
        .select({
          autor: casosHistorico.autor,
          faseDe: casosHistorico.faseDe,
          fasePara: casosHistorico.fasePara,
          statusDe: casosHistorico.statusDe,
          statusPara: casosHistorico.statusPara,
          nota: casosHistorico.nota,
          criadoEm: casosHistorico.criadoEm,
          autorNome: operadores.nome,
          autorPapel: operadores.papel,
        })
        .from(casosHistorico)
        .leftJoin(operadores, eq(casosHistorico.autor, sql`'operador:' || ${operadores.id}`))
        .where(eq(casosHistorico.casoId, casoId))
        .orderBy(asc(casosHistorico.id)),

    /** The back-office queue: filtered, searched, newest first, with customer and quota. */
    async fila(filtro: FiltroFila, parceiroId: number | null, limite: number, deslocamento: number) {
      const condicoes: SQL[] = [visivelAoParceiro(parceiroId, grupos.idUnidadeNegocio)];
      if (filtro.tipo) condicoes.push(eq(casos.tipo, filtro.tipo));
      if (filtro.fase) condicoes.push(eq(casos.fase, filtro.fase));
      if (filtro.status) condicoes.push(eq(casos.status, filtro.status));
      const busca = filtro.busca?.trim();
      if (busca) {
        const grupoCota = /^(\d{1,6})\s*\/\s*(\d{1,4})$/.exec(busca);
        const documento = busca.replace(/[.\-/\s]/g, '').toUpperCase();
        condicoes.push(
          grupoCota
            ? and(eq(grupos.codigo, Number(grupoCota[1])), eq(cotas.numero, Number(grupoCota[2])))!
            : or(
                eq(casos.numero, busca),
                eq(clientes.inscricaoNacional, documento),
                ilike(clientes.nome, `%${busca}%`),
              )!,
        );
      }
      return db
        .select({
          caso: casos,
          nome: clientes.nome,
          inscricao: clientes.inscricaoNacional,
          grupo: grupos.codigo,
          cota: cotas.numero,
          // The partner whose business units include the quota's group (as unidadesNegocio reads them).
          parceiro: sql<string | null>`(select string_agg(p.nome, ' / ' order by p.id) from parceiros p
            where ${grupos.idUnidadeNegocio} = any(string_to_array(replace(p.business_unit_id, ' ', ''), ',')))`,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(casos)
        .innerJoin(clientes, eq(clientes.id, casos.clienteId))
        .innerJoin(cotas, eq(cotas.id, casos.cotaId))
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(and(...condicoes))
        .orderBy(desc(casos.atualizadoEm), desc(casos.id))
        .limit(limite)
        .offset(deslocamento);
    },

    async crivo(cotaId: number) {
      const rows = await db.select().from(retornosCrivo).where(eq(retornosCrivo.cotaId, cotaId));
      return rows[0];
    },
    definirCrivo: (
      cotaId: number,
      codigo: string,
      descricao: string | null,
      quando: Date,
      executor: Db | Transacao = db,
    ) =>
      executor
        .insert(retornosCrivo)
        .values({ cotaId, codigo, descricao, atualizadoEm: quando })
        .onConflictDoUpdate({
          target: retornosCrivo.cotaId,
          set: { codigo, descricao, atualizadoEm: quando },
        }),
  };
}
export type CasosRepository = ReturnType<typeof createCasosRepository>;
