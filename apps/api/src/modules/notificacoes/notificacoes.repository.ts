import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  assinaturasPush,
  cotas,
  grupos,
  informativos,
  informativosLidos,
  operadores,
  parceiros,
  type Db,
} from '@portal/db';
import { consultaJson } from '../../core/consulta-json.ts';
import { fragmentosJson } from '../cotas/cotas.service.ts';
import type { Transacao } from '../../core/transacao.ts';

export type InformativoRow = typeof informativos.$inferSelect;
export type NovoInformativo = typeof informativos.$inferInsert;

/** Who may see what: the partner's news, and the customer's own notifications (of one quota, when given). */
export interface Leitor {
  parceiroId: number;
  clienteId: number;
  idCota?: number;
}

function visiveisPara(l: Leitor): SQL {
  const proprias = and(
    eq(informativos.clienteId, l.clienteId),
    l.idCota === undefined ? undefined : or(isNull(informativos.cotaId), eq(informativos.cotaId, l.idCota)),
  );
  return and(eq(informativos.parceiroId, l.parceiroId), or(isNull(informativos.clienteId), proprias))!;
}

/** What a list item shows, and `ordem`: its `criado_em` to the microsecond, so JS merges in PostgreSQL's order. */
const colunasDaLista = {
  id: informativos.id,
  tipo: informativos.tipo,
  origem: informativos.origem,
  titulo: informativos.titulo,
  resumo: informativos.resumo,
  conteudo: informativos.conteudo,
  link: informativos.link,
  cotaId: informativos.cotaId,
  criadoEm: informativos.criadoEm,
  ordem: sql<string>`to_char(${informativos.criadoEm} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`,
};

const clienteP = sql.placeholder('clienteId');
const parceiroP = sql.placeholder('parceiroId');
const cotaP = sql.placeholder('idCota');

/** An item of the caller's own part as its json carries it: `criadoEm` in ISO 8601, whether it was read. */
type ItemDoLeitorJson = Omit<ItemDaLista, 'criadoEm'> & { criadoEm: string; lido: boolean };

/** The caller's own part of GET /informativos as `leitorJson` answers it. */
export interface LeitorJson {
  itens: ItemDoLeitorJson[];
  total: number;
  naoLidas: number;
  noticiasLidas: number[];
}

/**
 * The caller's own part of GET /informativos as ONE json value (ADR 0048): the first `limiteDoLeitor` of their
 * notifications (of the quota, when given) with whether each was read and the counts of all of them, and which
 * of the partner's news they read. The news themselves are the same for every customer (the shared cache).
 * Placeholders: clienteId, parceiroId, idCota (null: every quota), limiteDoLeitor. Also part of the home's
 * statement (ADR 0059).
 */
export const leitorJson: SQL = sql`(select json_build_object(
    'noticiasLidas', (select coalesce(json_agg(l.informativo_id), '[]') from ${informativosLidos} l
      join ${informativos} n on n.id = l.informativo_id
      where l.cliente_id = ${clienteP} and n.parceiro_id = ${parceiroP} and n.cliente_id is null),
    'total', coalesce(max(p.total), 0),
    'naoLidas', coalesce(max(p.nao_lidas), 0),
    'itens', coalesce(json_agg(json_build_object('id', p.id, 'tipo', p.tipo, 'origem', p.origem,
      'titulo', p.titulo, 'resumo', p.resumo, 'conteudo', p.conteudo, 'link', p.link, 'cotaId', p.cota_id,
      'criadoEm', to_char(p.criado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'ordem', to_char(p.criado_em at time zone 'UTC', 'YYYYMMDDHH24MISSUS'), 'lido', p.lido_em is not null)
      order by p.criado_em desc, p.id desc) filter (where p.id is not null), '[]'))
  from (values (1)) um left join lateral (
    select i.id, i.tipo, i.origem, i.titulo, i.resumo, i.conteudo, i.link, i.cota_id, i.criado_em, l.lido_em,
      count(*) over () as total, count(*) filter (where l.informativo_id is null) over () as nao_lidas
    from ${informativos} i
    left join ${informativosLidos} l on l.informativo_id = i.id and l.cliente_id = ${clienteP}
    where i.parceiro_id = ${parceiroP} and i.cliente_id = ${clienteP}
      and (${cotaP}::int is null or i.cota_id is null or i.cota_id = ${cotaP}::int)
    order by i.criado_em desc, i.id desc
    limit ${sql.placeholder('limiteDoLeitor')}) p on true)`;

/** The items of `leitorJson` with `criadoEm` as a Date, as the news from the cache carry it. */
export function doLeitorDoJson(j: LeitorJson) {
  return { ...j, itens: j.itens.map((i) => ({ ...i, criadoEm: new Date(i.criadoEm) })) };
}

export function createNotificacoesRepository(db: Db) {
  const doLeitor = consultaJson<LeitorJson>(
    db,
    'informativos_do_leitor_json',
    sql`select ${leitorJson} as j`,
  );
  // A quota filter's ownership check (cotas' fragment) in the same statement as the list.
  const daCota = consultaJson<{ dona: boolean; leitor: LeitorJson }>(
    db,
    'informativos_do_leitor_da_cota_json',
    sql`select json_build_object('dona', ${fragmentosJson(db).posse}, 'leitor', ${leitorJson}) as j`,
  );
  const comLeitura = { informativo: informativos, lidoEm: informativosLidos.lidoEm };
  const juntarLidos = (clienteId: number) =>
    and(eq(informativosLidos.informativoId, informativos.id), eq(informativosLidos.clienteId, clienteId));

  return {
    criar: async (novo: NovoInformativo, executor: Db | Transacao = db) =>
      (await executor.insert(informativos).values(novo).returning())[0]!,

    /** The partner's news (items for every customer), newest first: the shared part of every list. */
    noticias: (parceiroId: number) =>
      db
        .select(colunasDaLista)
        .from(informativos)
        .where(and(eq(informativos.parceiroId, parceiroId), isNull(informativos.clienteId)))
        .orderBy(desc(informativos.criadoEm), desc(informativos.id)),

    async doLeitor(l: Leitor, limite: number) {
      return doLeitorDoJson(
        await doLeitor({
          clienteId: l.clienteId,
          parceiroId: l.parceiroId,
          idCota: l.idCota ?? null,
          limiteDoLeitor: limite,
        }),
      );
    },

    /**
     * doLeitor of one quota (`l.idCota`), with whether it is the customer's on these units (`dona`; when not,
     * the caller answers 404 and shows nothing).
     */
    async doLeitorDaCota(l: Leitor & { idCota: number }, unidades: string[], limite: number) {
      const { dona, leitor } = await daCota({ ...l, unidades, limiteDoLeitor: limite });
      return { dona, proprio: doLeitorDoJson(leitor) };
    },

    async visivel(id: number, l: Leitor) {
      const [row] = await db
        .select(comLeitura)
        .from(informativos)
        .leftJoin(informativosLidos, juntarLidos(l.clienteId))
        .where(and(eq(informativos.id, id), visiveisPara(l)));
      return row;
    },

    /** Idempotent: reading twice keeps the first reading time. */
    marcarLido: (informativoId: number, clienteId: number, quando: Date) =>
      db.insert(informativosLidos).values({ informativoId, clienteId, lidoEm: quando }).onConflictDoNothing(),

    /** The quota a notification is about, with what its texts and its partner need. */
    async cota(cotaId: number) {
      const [row] = await db
        .select({
          clienteId: cotas.clienteId,
          grupo: grupos.codigo,
          cota: cotas.numero,
          unidade: grupos.idUnidadeNegocio,
        })
        .from(cotas)
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(eq(cotas.id, cotaId));
      return row;
    },

    parceiros: () =>
      db
        .select({ id: parceiros.id, nome: parceiros.nome, businessUnitId: parceiros.businessUnitId })
        .from(parceiros),

    /**
     * One row per device, in one statement: twenty concurrent subscribes of one endpoint leave one row, and a
     * device that subscribes after another customer's login on it now belongs to the new one.
     */
    async assinarPush(a: NovaAssinaturaPush, quando: Date) {
      const [row] = await db
        .insert(assinaturasPush)
        .values({ ...a, criadoEm: quando, atualizadoEm: quando })
        .onConflictDoUpdate({
          target: assinaturasPush.endpoint,
          set: {
            clienteId: a.clienteId,
            parceiroId: a.parceiroId,
            p256dh: a.p256dh,
            auth: a.auth,
            atualizadoEm: quando,
          },
        })
        .returning({ endpoint: assinaturasPush.endpoint });
      return row!;
    },

    /** Only the caller's own device: another customer's endpoint is left alone. */
    cancelarPush: (clienteId: number, parceiroId: number, endpoint: string) =>
      db
        .delete(assinaturasPush)
        .where(
          and(
            eq(assinaturasPush.endpoint, endpoint),
            eq(assinaturasPush.clienteId, clienteId),
            eq(assinaturasPush.parceiroId, parceiroId),
          ),
        ),

    assinaturasPush: (clienteId: number, parceiroId: number) =>
      db
        .select({
          id: assinaturasPush.id,
          endpoint: assinaturasPush.endpoint,
          p256dh: assinaturasPush.p256dh,
          auth: assinaturasPush.auth,
        })
        .from(assinaturasPush)
        .where(and(eq(assinaturasPush.clienteId, clienteId), eq(assinaturasPush.parceiroId, parceiroId))),

    /** The push service said the subscription is gone (404/410): that row, unless its keys changed since. */
    removerAssinaturaPush: (a: { id: number; endpoint: string; p256dh: string }) =>
      db
        .delete(assinaturasPush)
        .where(
          and(
            eq(assinaturasPush.id, a.id),
            eq(assinaturasPush.endpoint, a.endpoint),
            eq(assinaturasPush.p256dh, a.p256dh),
          ),
        ),

    listarOperador: (filtro: FiltroNoticias, limite: number, deslocamento: number) =>
      db
        .select({
          informativo: informativos,
          parceiro: parceiros.nome,
          publicadoPor: operadores.nome,
          leituras: sql<number>`(select count(*)::int from ${informativosLidos} where ${informativosLidos.informativoId} = ${informativos.id})`,
        })
        .from(informativos)
        .innerJoin(parceiros, eq(parceiros.id, informativos.parceiroId))
        .leftJoin(operadores, eq(operadores.id, informativos.publicadoPor))
        .where(noticiasDo(filtro))
        .orderBy(desc(informativos.criadoEm), desc(informativos.id))
        .limit(limite)
        .offset(deslocamento),

    async contarOperador(filtro: FiltroNoticias) {
      const [row] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(informativos)
        .where(noticiasDo(filtro));
      return row?.total ?? 0;
    },
  };
}
export type NotificacoesRepository = ReturnType<typeof createNotificacoesRepository>;
export type ItemDaLista = Awaited<ReturnType<NotificacoesRepository['noticias']>>[number];

export interface NovaAssinaturaPush {
  clienteId: number;
  parceiroId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface FiltroNoticias {
  parceiroId?: number;
  id?: number;
}

const noticiasDo = (f: FiltroNoticias) =>
  and(
    eq(informativos.tipo, 'noticia'),
    f.parceiroId === undefined ? undefined : eq(informativos.parceiroId, f.parceiroId),
    f.id === undefined ? undefined : eq(informativos.id, f.id),
  );
