import { and, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { cotas, grupos, parcelas, type Db } from '@portal/db';
import { DATA_NAO_CONTEMPLADA } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';

/** An instalment's amount and shares, in centavos (the renegotiation's additions, or the amounts it restores). */
export interface ComposicaoGravada {
  valor: number;
  fundoComum: number;
  taxaAdministracao: number;
  fundoReserva: number;
  seguro: number;
  diferenca: number;
}
type AcrescimoDeParcela = ComposicaoGravada;

/**
 * Every statement that writes quotas, their instalments and their groups (ADR 0010: the quotas module owns
 * these tables). Other modules call these, inside their own transaction when the change must be atomic with
 * theirs (a payment, an assembly's result).
 */
export function createEscritaDeCotas(db: Db) {
  return {
    /** Records the payment of open instalments (the paid counter follows by trigger). */
    async pagarParcelas(
      tx: Transacao,
      itens: { parcelaId: number; cobrado: number; valor: number }[],
      dataPagamento: string,
    ) {
      for (const i of itens) {
        await tx
          .update(parcelas)
          .set({
            dataPagamento,
            valorPagoCentavos: i.cobrado,
            valorEncargosPagosCentavos: Math.max(0, i.cobrado - i.valor),
          })
          .where(eq(parcelas.id, i.parcelaId));
      }
    },

    /**
     * A renegotiation (ADR 0052): the selected overdue instalments are settled by it (amount and shares zero,
     * dated today, nothing paid) and each open instalment receives its share of their amounts and charges; the
     * saldo devedor grows by the charges, and a quota left with nothing overdue is no longer 'em atraso'.
     */
    async renegociarParcelas(
      tx: Transacao,
      r: {
        cotaId: number;
        renegociadas: number[];
        acrescimos: { parcelaId: number; acrescimo: AcrescimoDeParcela }[];
        encargos: number;
        hoje: string;
      },
    ) {
      await tx
        .update(parcelas)
        .set({
          valorCentavos: 0,
          valorFundoComumCentavos: 0,
          valorTaxaAdministracaoCentavos: 0,
          valorFundoReservaCentavos: 0,
          valorSeguroCentavos: 0,
          valorDiferencaCentavos: 0,
          dataPagamento: r.hoje,
          valorPagoCentavos: 0,
          valorEncargosPagosCentavos: 0,
        })
        .where(
          and(
            eq(parcelas.cotaId, r.cotaId),
            inArray(parcelas.id, r.renegociadas),
            isNull(parcelas.dataPagamento),
          ),
        );
      for (const { parcelaId, acrescimo: a } of r.acrescimos)
        await tx
          .update(parcelas)
          .set({
            valorCentavos: sql`${parcelas.valorCentavos} + ${a.valor}`,
            valorFundoComumCentavos: sql`${parcelas.valorFundoComumCentavos} + ${a.fundoComum}`,
            valorTaxaAdministracaoCentavos: sql`${parcelas.valorTaxaAdministracaoCentavos} + ${a.taxaAdministracao}`,
            valorFundoReservaCentavos: sql`${parcelas.valorFundoReservaCentavos} + ${a.fundoReserva}`,
            valorSeguroCentavos: sql`${parcelas.valorSeguroCentavos} + ${a.seguro}`,
            valorDiferencaCentavos: sql`${parcelas.valorDiferencaCentavos} + ${a.diferenca}`,
          })
          .where(and(eq(parcelas.id, parcelaId), eq(parcelas.cotaId, r.cotaId)));
      await tx
        .update(cotas)
        .set({
          valorSaldoDevedorCentavos: sql`${cotas.valorSaldoDevedorCentavos} + ${r.encargos}`,
          situacao: sql`case when ${cotas.situacao} ilike '%em atraso%' and not exists (
              select 1 from ${parcelas} where ${parcelas.cotaId} = ${cotas.id}
                and ${parcelas.dataPagamento} is null and ${parcelas.dataVencimento} < ${r.hoje})
            then 'ATIVO - NORMAL' else ${cotas.situacao} end`,
        })
        .where(eq(cotas.id, r.cotaId));
    },

    /**
     * A renegotiation reversed (ADR 0052): every instalment it changed gets back exactly the amounts it had, the
     * settled ones open again; the saldo devedor loses the charges and the quota its status from before.
     */
    async desfazerRenegociacao(
      tx: Transacao,
      r: {
        cotaId: number;
        parcelas: ({ parcelaId: number; renegociada: boolean } & ComposicaoGravada)[];
        encargos: number;
        situacaoAnterior: string;
      },
    ) {
      for (const p of r.parcelas)
        await tx
          .update(parcelas)
          .set({
            valorCentavos: p.valor,
            valorFundoComumCentavos: p.fundoComum,
            valorTaxaAdministracaoCentavos: p.taxaAdministracao,
            valorFundoReservaCentavos: p.fundoReserva,
            valorSeguroCentavos: p.seguro,
            valorDiferencaCentavos: p.diferenca,
            ...(p.renegociada && {
              dataPagamento: null,
              valorPagoCentavos: null,
              valorEncargosPagosCentavos: null,
            }),
          })
          .where(and(eq(parcelas.id, p.parcelaId), eq(parcelas.cotaId, r.cotaId)));
      await tx
        .update(cotas)
        .set({
          valorSaldoDevedorCentavos: sql`greatest(0, ${cotas.valorSaldoDevedorCentavos} - ${r.encargos})`,
          situacao: sql`case when ${cotas.situacao} = 'ATIVO - NORMAL' then ${r.situacaoAnterior} else ${cotas.situacao} end`,
        })
        .where(eq(cotas.id, r.cotaId));
    },

    /** A settlement boleto paid: nothing is owed and the quota is closed. */
    quitar: (tx: Transacao, idCota: number) =>
      tx.update(cotas).set({ valorSaldoDevedorCentavos: 0, situacao: 'QUITADO' }).where(eq(cotas.id, idCota)),

    /** Lowers each quota's saldo devedor; a quota left with no overdue instalment is no longer 'em atraso'. */
    async abaterSaldos(tx: Transacao, abatido: Map<number, number>, hoje: string) {
      for (const [cotaId, valor] of abatido) {
        await tx
          .update(cotas)
          .set({ valorSaldoDevedorCentavos: sql`greatest(0, ${cotas.valorSaldoDevedorCentavos} - ${valor})` })
          .where(eq(cotas.id, cotaId));
      }
      if (abatido.size)
        await tx
          .update(cotas)
          .set({ situacao: 'ATIVO - NORMAL' })
          .where(
            and(
              inArray(cotas.id, [...abatido.keys()]),
              ilike(cotas.situacao, '%em atraso%'),
              sql`not exists (select 1 from ${parcelas} where ${parcelas.cotaId} = ${cotas.id}
                and ${parcelas.dataPagamento} is null and ${parcelas.dataVencimento} < ${hoje})`,
            ),
          );
    },

    /** An assembly contemplated this quota of the group (base version), on this date and by this modality. */
    contemplar: (
      tx: Transacao,
      c: { grupoId: number; numero: number; dataContemplacao: string; modalidade: string },
    ) =>
      tx
        .update(cotas)
        .set({
          dataContemplacao: c.dataContemplacao,
          modalidadeContemplacao: c.modalidade,
          situacao: 'ATIVO - CONTEMPLADO',
        })
        .where(and(eq(cotas.grupoId, c.grupoId), eq(cotas.numero, c.numero), eq(cotas.versao, 0))),

    /**
     * 02 §4.10: documents missing past the guarantee deadline: the quota is no longer contemplated (the legacy
     * system's 1900 placeholder date) and a 'contemplado' status goes back to normal; another status (overdue) stays.
     */
    descontemplar: (tx: Transacao, idCota: number) =>
      tx
        .update(cotas)
        .set({
          dataContemplacao: DATA_NAO_CONTEMPLADA,
          modalidadeContemplacao: null,
          situacao: sql`case when ${cotas.situacao} ilike '%contemplad%' then 'ATIVO - NORMAL' else ${cotas.situacao} end`,
        })
        .where(eq(cotas.id, idCota)),

    /** The group moves on to its next assembly. */
    avancarGrupo: (
      tx: Transacao,
      grupoId: number,
      assembleiaAtual: number,
      dataProximaAssembleia: string | null,
    ) => tx.update(grupos).set({ assembleiaAtual, dataProximaAssembleia }).where(eq(grupos.id, grupoId)),

    /**
     * The boleto delivery choice (the profile's opt-in too), in one statement that holds the rules itself: it
     * changes the row only to another choice and only when the last change is older than `liberadaSeAntesDe`
     * (or there was none), so of any number of simultaneous changes exactly one passes. Answers the choice it
     * replaced, or null when it changed nothing.
     */
    async alterarFormaEnvio(
      tx: Transacao,
      idCota: number,
      forma: 'email' | 'correio' | 'ambos',
      agora: Date,
      liberadaSeAntesDe: Date,
    ): Promise<{ de: 'email' | 'correio' | 'ambos' } | null> {
      const { rows } = await tx.execute<{ de: 'email' | 'correio' | 'ambos' }>(sql`
        update ${cotas} set forma_envio = ${forma}, forma_envio_alterada_em = ${agora}
        from (select id, forma_envio from ${cotas} where id = ${idCota}) as antes
        where ${cotas.id} = antes.id and ${cotas.formaEnvio} <> ${forma}
          and (${cotas.formaEnvioAlteradaEm} is null or ${cotas.formaEnvioAlteradaEm} <= ${liberadaSeAntesDe})
        returning antes.forma_envio as de`);
      return rows[0] ?? null;
    },

    /**
     * A quota transfer completed (issue 22): the quota passes to its new holder, only while the old one still
     * holds it; the old holder's nickname and photo stay behind. Answers whether it moved.
     */
    async transferirTitular(tx: Transacao, idCota: number, de: number, para: number): Promise<boolean> {
      const movidas = await tx
        .update(cotas)
        .set({ clienteId: para, apelido: null, fotoUrl: null })
        .where(and(eq(cotas.id, idCota), eq(cotas.clienteId, de)))
        .returning({ id: cotas.id });
      return movidas.length === 1;
    },

    /** The customer's nickname and photo for a quota. */
    async alterarApelidoEFoto(idCota: number, patch: { apelido?: string | null; fotoUrl?: string | null }) {
      // In a transaction, though one statement: its commit makes this process forget the customer's kept reads
      // (ADR 0061) before the caller reads the quota back.
      await db.transaction((tx) => tx.update(cotas).set(patch).where(eq(cotas.id, idCota)));
    },
  };
}
export type EscritaDeCotas = ReturnType<typeof createEscritaDeCotas>;
