import { and, desc, eq, sql } from 'drizzle-orm';
import { renegociacaoParcelas, renegociacoes, type Db } from '@portal/db';
import type { RenegociacaoAcompanhada, SituacaoRenegociacao } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';
import { visivelAoParceiro } from '../../core/visivel-ao-parceiro.ts';

/** An instalment of the quota with its composition, as the renegotiation reads it. */
export interface ParcelaDaCota {
  id: number;
  numero: number;
  vencimento: string;
  valor: number;
  fundoComum: number;
  taxaAdministracao: number;
  fundoReserva: number;
  seguro: number;
  diferenca: number;
  dataPagamento: string | null;
  /** Settled by a renegotiation still in force (not paid with money). */
  renegociada: boolean;
}

export type RenegociacaoRow = typeof renegociacoes.$inferSelect;

/**
 * ADR 0010: `renegociacoes`, `renegociacao_parcelas` and `renegociacao_contatos` are this module's; instalments
 * are read here only.
 */
export function createRenegociacaoRepository(db: Db) {
  return {
    transacao: <T>(f: (tx: Transacao) => Promise<T>) => db.transaction(f),

    /** Every instalment of the quota, in order, flagged when a renegotiation in force settled it. */
    async parcelas(cotaId: number, tx: Db | Transacao = db): Promise<ParcelaDaCota[]> {
      const { rows } = await tx.execute<ParcelaDaCota & Record<string, unknown>>(sql`
        select p.id, p.numero, p.data_vencimento::text as vencimento, p.valor_centavos::float8 as valor,
               p.valor_fundo_comum_centavos::float8 as "fundoComum",
               p.valor_taxa_administracao_centavos::float8 as "taxaAdministracao",
               p.valor_fundo_reserva_centavos::float8 as "fundoReserva",
               p.valor_seguro_centavos::float8 as seguro,
               p.valor_diferenca_centavos::float8 as diferenca,
               p.data_pagamento::text as "dataPagamento",
               exists (select 1 from renegociacao_parcelas rp join renegociacoes r on r.id = rp.renegociacao_id
                        where rp.parcela_id = p.id and rp.papel = 'renegociada'
                          and r.situacao <> 'desfeita') as renegociada
          from parcelas p where p.cota_id = ${cotaId} order by p.numero`);
      return rows;
    },

    /** The quota's renegotiations, newest first. */
    daCota: (cotaId: number) =>
      db
        .select()
        .from(renegociacoes)
        .where(eq(renegociacoes.cotaId, cotaId))
        .orderBy(desc(renegociacoes.numero)),

    /** The instalments each renegotiation changed (their numbers, for the screens). */
    async numerosRenegociados(renegociacaoId: number): Promise<number[]> {
      const { rows } = await db.execute<{ numero: number }>(sql`
        select p.numero from renegociacao_parcelas rp join parcelas p on p.id = rp.parcela_id
         where rp.renegociacao_id = ${renegociacaoId} and rp.papel = 'renegociada' order by p.numero`);
      return rows.map((r) => r.numero);
    },

    async numeroDaParcela(parcelaId: number): Promise<number> {
      const { rows } = await db.execute<{ numero: number }>(
        sql`select numero from parcelas where id = ${parcelaId}`,
      );
      return rows[0]!.numero;
    },

    /**
     * The quota's next renegotiation, in one statement: its number is one more than the quota's last, so two
     * confirmations at once collide on (cota_id, numero) or on the one-pending index (23505), and a 4th breaks
     * the 1..3 check (23514). PostgreSQL holds both limits whatever the service read before.
     */
    async inserir(
      tx: Transacao,
      r: Omit<typeof renegociacoes.$inferInsert, 'numero' | 'id' | 'situacao'>,
    ): Promise<RenegociacaoRow> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into renegociacoes (cota_id, numero, valor_parcelas_centavos, valor_encargos_centavos,
                                   proxima_parcela_id, data_limite, situacao_cota_anterior, criada_em)
        select ${r.cotaId}, coalesce(max(numero), 0) + 1, ${r.valorParcelasCentavos}, ${r.valorEncargosCentavos},
               ${r.proximaParcelaId}, ${r.dataLimite}, ${r.situacaoCotaAnterior}, ${r.criadaEm ?? new Date()}
          from renegociacoes where cota_id = ${r.cotaId}
        returning id`);
      const [row] = await tx.select().from(renegociacoes).where(eq(renegociacoes.id, rows[0]!.id));
      return row!;
    },

    registrarParcelas: (tx: Transacao, linhas: (typeof renegociacaoParcelas.$inferInsert)[]) =>
      tx.insert(renegociacaoParcelas).values(linhas),

    /** Locks a pending renegotiation for its outcome; undefined when it is no longer pending. */
    async pendenteParaDesfecho(tx: Transacao, id: number) {
      const { rows } = await tx.execute<{ id: number }>(
        sql`select id from renegociacoes where id = ${id} and situacao = 'pendente' for update`,
      );
      if (!rows[0]) return undefined;
      const [row] = await tx.select().from(renegociacoes).where(eq(renegociacoes.id, id));
      return row;
    },

    /** The pending renegotiation of the quota, if any. */
    async pendenteDaCota(cotaId: number) {
      const [row] = await db
        .select({ id: renegociacoes.id })
        .from(renegociacoes)
        .where(and(eq(renegociacoes.cotaId, cotaId), eq(renegociacoes.situacao, 'pendente')));
      return row?.id;
    },

    async dataPagamento(tx: Transacao, parcelaId: number): Promise<string | null> {
      const { rows } = await tx.execute<{ data: string | null }>(
        sql`select data_pagamento::text as data from parcelas where id = ${parcelaId}`,
      );
      return rows[0]?.data ?? null;
    },

    parcelasDaRenegociacao: (tx: Transacao, id: number) =>
      tx.select().from(renegociacaoParcelas).where(eq(renegociacaoParcelas.renegociacaoId, id)),

    async resolver(tx: Transacao, id: number, situacao: Exclude<SituacaoRenegociacao, 'pendente'>, em: Date) {
      await tx
        .update(renegociacoes)
        .set({ situacao, resolvidaEm: em })
        .where(and(eq(renegociacoes.id, id), eq(renegociacoes.situacao, 'pendente')));
    },

    /**
     * The pending renegotiations a back-office operator may see (ADR 0053), the nearest deadline first; `id`
     * narrows to one (undefined when it is not pending or not the operator's partner's).
     */
    async acompanhadas(parceiroId: number | null, id?: number): Promise<RenegociacaoAcompanhada[]> {
      const { rows } = await db.execute<RenegociacaoAcompanhada & Record<string, unknown>>(sql`
        select r.id as "idRenegociacao", r.numero, g.codigo as grupo, co.numero as cota,
               json_build_object('nome', cl.nome, 'inscricaoNacional', cl.inscricao_nacional,
                                 'telefone', coalesce(cl.telefone_celular, cl.telefone_fixo)) as cliente,
               (select coalesce(json_agg(p.numero order by p.numero), '[]')
                  from renegociacao_parcelas rp join parcelas p on p.id = rp.parcela_id
                 where rp.renegociacao_id = r.id and rp.papel = 'renegociada') as "numeroParcelas",
               r.valor_parcelas_centavos::float8 as "valorParcelasCentavos",
               r.valor_encargos_centavos::float8 as "valorEncargosCentavos",
               json_build_object('numero', px.numero, 'valorCentavos', px.valor_centavos,
                                 'paga', px.data_pagamento is not null) as "proximaParcela",
               r.data_limite::text as "dataLimite", r.criada_em as "criadaEm",
               (select coalesce(json_agg(json_build_object('em', c.criado_em, 'analista', o.nome, 'nota', c.nota)
                                         order by c.criado_em, c.id), '[]')
                  from renegociacao_contatos c join operadores o on o.id = c.operador_id
                 where c.renegociacao_id = r.id) as contatos
          from renegociacoes r
          join cotas co on co.id = r.cota_id
          join grupos g on g.id = co.grupo_id
          join clientes cl on cl.id = co.cliente_id
          join parcelas px on px.id = r.proxima_parcela_id
         where r.situacao = 'pendente'
           and ${visivelAoParceiro(parceiroId, sql`g.id_unidade_negocio`)}
           and (${id ?? null}::int is null or r.id = ${id ?? null}::int)
         order by r.data_limite, r.id`);
      return rows.map((r) => ({ ...r, criadaEm: new Date(r.criadaEm).toISOString() }));
    },

    /** One contact, only while the renegotiation is pending: undefined when it no longer is. */
    async registrarContato(tx: Transacao, id: number, operadorId: number, nota: string) {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into renegociacao_contatos (renegociacao_id, operador_id, nota)
        select r.id, ${operadorId}, ${nota} from renegociacoes r where r.id = ${id} and r.situacao = 'pendente'
        returning id`);
      return rows[0]?.id;
    },
  };
}
export type RenegociacaoRepository = ReturnType<typeof createRenegociacaoRepository>;
