import { and, desc, eq, sql } from 'drizzle-orm';
import { antecipacaoParcelas, antecipacoes, type Db } from '@portal/db';
import type { SituacaoAntecipacao } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';

export type AntecipacaoRow = typeof antecipacoes.$inferSelect;

/** An instalment of the quota as the anticipation reads it (the parts that count in the saldo devedor). */
export interface ParcelaDaCota {
  id: number;
  numero: number;
  vencimento: string;
  valor: number;
  fundoComum: number;
  taxaAdministracao: number;
  fundoReserva: number;
  pago: boolean;
}

/** `antecipacoes` and `antecipacao_parcelas` (migration 0054, ADR 0055) are this module's; instalments are read here. */
export function createAntecipacaoRepository(db: Db) {
  return {
    transacao: <T>(f: (tx: Transacao) => Promise<T>) => db.transaction(f),

    async parcelas(cotaId: number): Promise<ParcelaDaCota[]> {
      const { rows } = await db.execute<ParcelaDaCota & Record<string, unknown>>(sql`
        select p.id, p.numero, p.data_vencimento::text as vencimento, p.valor_centavos::float8 as valor,
               p.valor_fundo_comum_centavos::float8 as "fundoComum",
               p.valor_taxa_administracao_centavos::float8 as "taxaAdministracao",
               p.valor_fundo_reserva_centavos::float8 as "fundoReserva",
               p.data_pagamento is not null as pago
          from parcelas p where p.cota_id = ${cotaId} order by p.numero`);
      return rows;
    },

    /** Whether a renegotiation of the quota waits for its next instalment (read only: ADR 0010). */
    async renegociacaoPendente(cotaId: number): Promise<boolean> {
      const { rows } = await db.execute<{ pendente: boolean }>(sql`
        select exists (select 1 from renegociacoes where cota_id = ${cotaId} and situacao = 'pendente') as pendente`);
      return rows[0]!.pendente;
    },

    /** The quota's anticipations, newest first, each with the numbers of the instalments it pays. */
    async daCota(cotaId: number): Promise<(AntecipacaoRow & { numeros: number[] })[]> {
      const linhas = await db
        .select()
        .from(antecipacoes)
        .where(eq(antecipacoes.cotaId, cotaId))
        .orderBy(desc(antecipacoes.criadaEm), desc(antecipacoes.id))
        .limit(50);
      if (!linhas.length) return [];
      const { rows } = await db.execute<{ id: number; numeros: number[] }>(sql`
        select ap.antecipacao_id as id, array_agg(p.numero order by p.numero desc) as numeros
          from antecipacao_parcelas ap join parcelas p on p.id = ap.parcela_id
         where ap.antecipacao_id in (${sql.join(
           linhas.map((l) => sql`${l.id}`),
           sql`, `,
         )})
         group by ap.antecipacao_id`);
      const numeros = new Map(rows.map((r) => [r.id, r.numeros]));
      return linhas.map((l) => ({ ...l, numeros: numeros.get(l.id) ?? [] }));
    },

    async aberta(cotaId: number): Promise<AntecipacaoRow | undefined> {
      const [row] = await db
        .select()
        .from(antecipacoes)
        .where(and(eq(antecipacoes.cotaId, cotaId), eq(antecipacoes.situacao, 'aberta')));
      return row;
    },

    /** The open anticipation, locked until the transaction ends (its outcome or the customer's cancelling). */
    async travarAberta(tx: Transacao, id: number): Promise<AntecipacaoRow | undefined> {
      const [row] = await tx
        .select()
        .from(antecipacoes)
        .where(and(eq(antecipacoes.id, id), eq(antecipacoes.situacao, 'aberta')))
        .for('update');
      return row;
    },

    /**
     * Inserts the anticipation: the partial unique index (one 'aberta' per quota) refuses a second one at once
     * with 23505, whatever the service read before.
     */
    async inserir(tx: Transacao, a: typeof antecipacoes.$inferInsert): Promise<AntecipacaoRow> {
      const [row] = await tx.insert(antecipacoes).values(a).returning();
      return row!;
    },

    registrarParcelas: (tx: Transacao, linhas: (typeof antecipacaoParcelas.$inferInsert)[]) =>
      tx.insert(antecipacaoParcelas).values(linhas),

    parcelasDaAntecipacao: (tx: Transacao | Db, id: number) =>
      tx.select().from(antecipacaoParcelas).where(eq(antecipacaoParcelas.antecipacaoId, id)),

    async definirBoleto(id: number, boletoId: number) {
      await db.update(antecipacoes).set({ boletoId }).where(eq(antecipacoes.id, id));
    },

    async resolver(
      tx: Transacao,
      id: number,
      r: { situacao: Exclude<SituacaoAntecipacao, 'aberta'>; motivo: string | null; em: Date },
    ) {
      await tx
        .update(antecipacoes)
        .set({ situacao: r.situacao, motivoCancelamento: r.motivo, resolvidaEm: r.em })
        .where(and(eq(antecipacoes.id, id), eq(antecipacoes.situacao, 'aberta')));
    },
  };
}
export type AntecipacaoRepository = ReturnType<typeof createAntecipacaoRepository>;
