import { and, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { cotas, grupos, parcelas, type Db } from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';

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

    /** The group moves on to its next assembly. */
    avancarGrupo: (
      tx: Transacao,
      grupoId: number,
      assembleiaAtual: number,
      dataProximaAssembleia: string | null,
    ) => tx.update(grupos).set({ assembleiaAtual, dataProximaAssembleia }).where(eq(grupos.id, grupoId)),

    /** Changes only if the stored change instant is still `alteradaEm`: two racing changes cannot both pass. */
    async alterarFormaEnvio(
      idCota: number,
      forma: 'email' | 'correio' | 'ambos',
      alteradaEm: Date | null,
      agora: Date,
    ) {
      const rows = await db
        .update(cotas)
        .set({ formaEnvio: forma, formaEnvioAlteradaEm: agora })
        .where(
          and(
            eq(cotas.id, idCota),
            alteradaEm === null
              ? isNull(cotas.formaEnvioAlteradaEm)
              : eq(cotas.formaEnvioAlteradaEm, alteradaEm),
          ),
        )
        .returning({ id: cotas.id });
      return rows.length === 1;
    },

    /** The customer's nickname and photo for a quota. */
    async alterarApelidoEFoto(idCota: number, patch: { apelido?: string | null; fotoUrl?: string | null }) {
      await db.update(cotas).set(patch).where(eq(cotas.id, idCota));
    },
  };
}
export type EscritaDeCotas = ReturnType<typeof createEscritaDeCotas>;
