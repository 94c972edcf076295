import { and, asc, eq, sql } from 'drizzle-orm';
import { cotas, grupos, parcelas, type Db } from '@portal/db';
import { DATA_NAO_CONTEMPLADA } from '@portal/domain';

/** Read-only: the documents are views over quotas, groups and instalments. */
export function createRelatoriosRepository(db: Db) {
  return {
    async dadosDaCota(idCota: number) {
      const [row] = await db
        .select({
          grupoId: grupos.id,
          assembleiaAtual: grupos.assembleiaAtual,
          totalAssembleias: grupos.totalAssembleias,
          dataProximaAssembleia: grupos.dataProximaAssembleia,
          percentualTaxaAdministracao: grupos.percentualTaxaAdministracao,
          percentualFundoReserva: grupos.percentualFundoReserva,
          modeloContrato: grupos.modeloContrato,
          valorCreditoAdesao: cotas.valorCreditoAdesaoCentavos,
          numeroProposta: cotas.numeroProposta,
          percentualSeguroVida: cotas.percentualSeguroVida,
        })
        .from(cotas)
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(eq(cotas.id, idCota));
      return row!;
    },

    /** Every instalment of the quota, oldest first, with its recorded composition. */
    parcelas: (idCota: number) =>
      db
        .select({
          numero: parcelas.numero,
          dataVencimento: parcelas.dataVencimento,
          valor: parcelas.valorCentavos,
          valorFundoComum: parcelas.valorFundoComumCentavos,
          valorTaxaAdministracao: parcelas.valorTaxaAdministracaoCentavos,
          valorFundoReserva: parcelas.valorFundoReservaCentavos,
          valorSeguro: parcelas.valorSeguroCentavos,
          valorDiferenca: parcelas.valorDiferencaCentavos,
          dataPagamento: parcelas.dataPagamento,
          valorPago: parcelas.valorPagoCentavos,
          valorEncargos: parcelas.valorEncargosPagosCentavos,
        })
        .from(parcelas)
        .where(eq(parcelas.cotaId, idCota))
        .orderBy(asc(parcelas.dataVencimento), asc(parcelas.numero)),

    /** The group statement's figures: quotas by state and what every member paid into the funds. */
    async resumoDoGrupo(grupoId: number, hoje: string) {
      const [quotas] = await db
        .select({
          canceladas: sql<number>`count(*) filter (where ${cotas.situacao} ilike '%cancelad%')::int`,
          contempladas: sql<number>`count(*) filter (where ${cotas.situacao} not ilike '%cancelad%'
            and ${cotas.dataContemplacao} > ${DATA_NAO_CONTEMPLADA} and ${cotas.dataContemplacao} <= ${hoje})::int`,
          ativas: sql<number>`count(*) filter (where ${cotas.situacao} not ilike '%cancelad%')::int`,
        })
        .from(cotas)
        .where(eq(cotas.grupoId, grupoId));
      const [fundos] = await db
        .select({
          fundoComum: sql<string>`coalesce(sum(${parcelas.valorFundoComumCentavos}), 0)`,
          fundoReserva: sql<string>`coalesce(sum(${parcelas.valorFundoReservaCentavos}), 0)`,
        })
        .from(parcelas)
        .innerJoin(cotas, eq(cotas.id, parcelas.cotaId))
        .where(and(eq(cotas.grupoId, grupoId), sql`${parcelas.dataPagamento} is not null`));
      return {
        cotasAtivas: quotas?.ativas ?? 0,
        cotasContempladas: quotas?.contempladas ?? 0,
        cotasCanceladas: quotas?.canceladas ?? 0,
        valorArrecadadoFundoComum: Number(fundos?.fundoComum ?? 0),
        valorArrecadadoFundoReserva: Number(fundos?.fundoReserva ?? 0),
      };
    },
  };
}
export type RelatoriosRepository = ReturnType<typeof createRelatoriosRepository>;
