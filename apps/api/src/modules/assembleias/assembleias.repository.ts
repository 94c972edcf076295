import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { assembleias, conjuntosElegiveis, cotas, grupos, lances, parcelas, type Db } from '@portal/db';
import {
  cotasElegiveisDoGrupo,
  hojeEmSaoPaulo,
  type ContempladaApuracao,
  type EntradaApuracao,
  type FaixaLances,
  type MensagemAoVivo,
  type ResultadoApuracao,
} from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';
import type { EscritaDeCotas } from '../cotas/cotas.service.ts';
import type { EncerrarLancesDaAssembleia } from '../lances/lances.service.ts';

export type AssembleiaRow = typeof assembleias.$inferSelect;
type Tx = Transacao;

const comGrupo = {
  assembleia: assembleias,
  grupo: grupos.codigo,
  grupoId: grupos.id,
  descricaoBem: grupos.descricaoBem,
  tamanhoGrupo: grupos.quantidadeCotas,
};

/**
 * What the customer's calendar, home card and live link need of each assembly of a group: no inputs, no events,
 * of the result only who was contemplated and the bid range (a held assembly's row is ~23 KB, this is ~300 bytes).
 */
const doResumo = {
  id: assembleias.id,
  numero: assembleias.numero,
  dataSorteio: assembleias.dataSorteio,
  dataVencimento: assembleias.dataVencimento,
  situacao: assembleias.situacao,
  realizadaEm: assembleias.realizadaEm,
  publicadoEm: assembleias.publicadoEm,
  /** Null until the run starts (it computes the whole result at once). */
  contempladas: sql<Pick<ContempladaApuracao, 'cota' | 'forma' | 'modalidade'>[] | null>`case
    when ${assembleias.resultado} is null then null
    else coalesce((select jsonb_agg(jsonb_build_object('cota', c->'cota', 'forma', c->'forma',
        'modalidade', c->'modalidade') order by i)
      from jsonb_array_elements(${assembleias.resultado}->'contempladas') with ordinality as e(c, i)), '[]'::jsonb)
    end`,
  faixaLances: sql<FaixaLances | null>`${assembleias.resultado}->'faixaLances'`,
};

/**
 * The assembly's own writes stay here; its result reaches quotas, groups and bids through their owners' writers
 * (ADR 0010), in the same transaction.
 */
export function createAssembleiasRepository(
  db: Db,
  escrita: {
    cotas: Pick<EscritaDeCotas, 'contemplar' | 'avancarGrupo'>;
    encerrarLances: EncerrarLancesDaAssembleia;
  },
) {
  const idP = sql.placeholder('id');
  const publicada = db
    .select({
      entrada: assembleias.entrada,
      resultado: assembleias.resultado,
      conjunto: conjuntosElegiveis,
    })
    .from(assembleias)
    .leftJoin(conjuntosElegiveis, eq(conjuntosElegiveis.assembleiaId, assembleias.id))
    .where(eq(assembleias.id, idP))
    .prepare('assembleias_publicada');
  const eventos = db
    .select({ eventos: assembleias.eventos })
    .from(assembleias)
    .where(eq(assembleias.id, idP))
    .prepare('assembleias_eventos');
  return {
    transacao: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    /** Every assembly of the group (by its code), in order, as the customer's screens need them. */
    doGrupo: (codigoGrupo: number) =>
      db
        .select(doResumo)
        .from(assembleias)
        .innerJoin(grupos, eq(grupos.id, assembleias.grupoId))
        .where(eq(grupos.codigo, codigoGrupo))
        .orderBy(asc(assembleias.numero)),

    /** A held assembly's published inputs, result and frozen set (GET …/resultado/{assembly}). */
    publicada: (id: number) => publicada.execute({ id }).then((rows) => rows[0]),

    /** The live events published so far, and nothing else of the row (the stream reads them every second). */
    eventos: async (id: number) =>
      (await eventos.execute({ id }))[0]?.eventos as MensagemAoVivo[] | undefined,

    async porId(id: number) {
      const [row] = await db
        .select(comGrupo)
        .from(assembleias)
        .innerJoin(grupos, eq(grupos.id, assembleias.grupoId))
        .where(eq(assembleias.id, id));
      return row;
    },

    /** For the back-office list: what is running, each group's next one, and the latest held. */
    paraOperador: () =>
      db
        .select({
          ...comGrupo,
          lancesAtivos: sql<number>`(select count(*)::int from ${lances} where ${lances.assembleiaId} = ${assembleias.id} and ${lances.situacao} = 'ativo')`,
          proximaDoGrupo: sql<number>`(select min(a2.numero)::int from ${assembleias} a2 where a2.grupo_id = ${assembleias.grupoId} and a2.situacao = 'agendada')`,
        })
        .from(assembleias)
        .innerJoin(grupos, eq(grupos.id, assembleias.grupoId))
        .orderBy(asc(grupos.codigo), desc(assembleias.numero)),

    /**
     * Quota numbers the engine may contemplate (ADR 0018): the domain's `cotasElegiveisDoGrupo` over the quotas we
     * hold and the numbers the group's held assemblies contemplated. The bid wizard warns with the same rule.
     */
    async cotasElegiveis(grupoId: number, tamanhoGrupo: number, hoje: string, tx: Tx | Db = db) {
      const nossas = await tx
        .select({
          numero: cotas.numero,
          situacaoCota: cotas.situacao,
          dataContemplacao: cotas.dataContemplacao,
          modalidadeContemplacao: cotas.modalidadeContemplacao,
          // Qualified by hand: in a one-table select Drizzle writes `cotas.id` as a bare "id", which the
          // subquery would read as the instalment's own id.
          parcelasAtraso: sql<number>`(select count(*) from ${parcelas} p where p.cota_id = ${cotas}.id
            and p.data_pagamento is null and p.data_vencimento < ${hoje})`.mapWith(Number),
        })
        .from(cotas)
        .where(and(eq(cotas.grupoId, grupoId), eq(cotas.versao, 0)));
      const realizadas = await tx
        .select({ resultado: assembleias.resultado })
        .from(assembleias)
        .where(and(eq(assembleias.grupoId, grupoId), eq(assembleias.situacao, 'realizada')));
      const jaContempladas = realizadas.flatMap(
        (r) => (r.resultado as ResultadoApuracao | null)?.contempladas.map((c) => c.cota) ?? [],
      );
      return cotasElegiveisDoGrupo({ tamanhoGrupo, nossas, jaContempladas, hoje });
    },

    async conjunto(assembleiaId: number, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(conjuntosElegiveis)
        .where(eq(conjuntosElegiveis.assembleiaId, assembleiaId));
      return row;
    },

    /** Freezes the set once: a concurrent or later freeze inserts nothing and reads the first one. */
    async congelar(valores: typeof conjuntosElegiveis.$inferInsert, tx: Tx | Db = db) {
      await tx.insert(conjuntosElegiveis).values(valores).onConflictDoNothing();
    },

    lancesAtivos: (assembleiaId: number, tx: Tx | Db = db) =>
      tx
        .select({
          id: lances.id,
          cota: cotas.numero,
          modalidade: lances.modalidade,
          percentual: lances.percentual,
          valor: lances.valorLanceCentavos,
        })
        .from(lances)
        .innerJoin(cotas, eq(cotas.id, lances.cotaId))
        .where(and(eq(lances.assembleiaId, assembleiaId), eq(lances.situacao, 'ativo'))),

    /**
     * Locks the assembly row until the transaction ends and answers its state: a bid being registered holds it
     * FOR SHARE (lances.repository), so no bid slips in between reading the bids and starting the run.
     */
    async travar(tx: Tx, id: number) {
      const [row] = await tx
        .select({ situacao: assembleias.situacao })
        .from(assembleias)
        .where(eq(assembleias.id, id))
        .for('update');
      return row?.situacao;
    },

    /** Starts the run: only from 'agendada', so two operators cannot start it twice. */
    async iniciar(
      tx: Tx,
      id: number,
      entrada: EntradaApuracao,
      resultado: ResultadoApuracao,
      primeiro: MensagemAoVivo,
      total: number,
    ) {
      const rows = await tx
        .update(assembleias)
        .set({
          situacao: 'em-andamento',
          entrada,
          resultado,
          eventos: [primeiro],
          eventosTotal: total,
          realizadaEm: hojeEmSaoPaulo(new Date(primeiro.em)),
        })
        .where(and(eq(assembleias.id, id), eq(assembleias.situacao, 'agendada')))
        .returning({ id: assembleias.id });
      return rows.length === 1;
    },

    /** Appends one event, only if nobody appended it first (`publicados` is the count the caller saw). */
    async publicar(tx: Tx, id: number, publicados: number, mensagem: MensagemAoVivo) {
      const rows = await tx
        .update(assembleias)
        .set({ eventos: sql`${assembleias.eventos} || ${JSON.stringify([mensagem])}::jsonb` })
        .where(and(eq(assembleias.id, id), sql`jsonb_array_length(${assembleias.eventos}) = ${publicados}`))
        .returning({ id: assembleias.id });
      return rows.length === 1;
    },

    /**
     * Closes the assembly: contemplated quotas get the date and modality, their bids 'contemplado', every other
     * active bid 'encerrado'; the group moves to its next scheduled assembly.
     */
    async encerrar(tx: Tx, a: AssembleiaRow, resultado: ResultadoApuracao, agora: Date) {
      // The contemplation is dated the day the assembly was actually held, the date its result shows.
      const dataContemplacao = a.realizadaEm ?? hojeEmSaoPaulo(agora);
      await tx
        .update(assembleias)
        .set({ situacao: 'realizada', publicadoEm: agora })
        .where(eq(assembleias.id, a.id));
      for (const c of resultado.contempladas) {
        await escrita.cotas.contemplar(tx, {
          grupoId: a.grupoId,
          numero: c.cota,
          dataContemplacao,
          modalidade: c.modalidade,
        });
      }
      const vencedoras = resultado.contempladas.filter((c) => c.forma === 'lance').map((c) => c.cota);
      const idsVencedores = vencedoras.length
        ? (
            await tx
              .select({ id: lances.id })
              .from(lances)
              .innerJoin(cotas, eq(cotas.id, lances.cotaId))
              .where(
                and(
                  eq(lances.assembleiaId, a.id),
                  eq(lances.situacao, 'ativo'),
                  inArray(cotas.numero, vencedoras),
                ),
              )
          ).map((r) => r.id)
        : [];
      await escrita.encerrarLances(tx, a.id, idsVencedores);
      const [proxima] = await tx
        .select({ data: assembleias.dataSorteio })
        .from(assembleias)
        .where(and(eq(assembleias.grupoId, a.grupoId), eq(assembleias.situacao, 'agendada')))
        .orderBy(asc(assembleias.numero))
        .limit(1);
      await escrita.cotas.avancarGrupo(tx, a.grupoId, a.numero, proxima?.data ?? null);
    },
  };
}
export type AssembleiasRepository = ReturnType<typeof createAssembleiasRepository>;
export type AssembleiaDoGrupo = Awaited<ReturnType<AssembleiasRepository['doGrupo']>>[number];
