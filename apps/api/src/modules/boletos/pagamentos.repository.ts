import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  boletoParcelas,
  boletos,
  casos,
  clientes,
  pagamentosDuplicados,
  parcelas,
  retornosBancarios,
  type Db,
} from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';
import type { EscritaDeCotas } from '../cotas/cotas.service.ts';
import type { BoletoRow } from './boletos.repository.ts';

export type { Transacao };

/** Settling boletos: each settlement is one transaction that moves the boleto, its instalments and the quota. */
export function createPagamentosRepository(db: Db, escritaDeCotas: EscritaDeCotas) {
  /** Duplicate payments as the customer and the back-office see them (pagamentoDuplicadoSchema), by boleto. */
  const duplicados = () =>
    db
      .select({
        boletoId: pagamentosDuplicados.boletoId,
        nossoNumero: boletos.nossoNumero,
        dataPagamento: pagamentosDuplicados.dataPagamento,
        valorPago: pagamentosDuplicados.valorCentavos,
        origem: pagamentosDuplicados.origem,
        motivo: pagamentosDuplicados.motivo,
        numeroCasoDevolucao: casos.numero,
      })
      .from(pagamentosDuplicados)
      .innerJoin(boletos, eq(boletos.id, pagamentosDuplicados.boletoId))
      .leftJoin(casos, eq(casos.id, pagamentosDuplicados.casoId));

  return {
    transacao: <T>(fn: (tx: Transacao) => Promise<T>) => db.transaction(fn),

    /** The boleto, locked until the transaction ends: two settlements of one boleto cannot both pass. */
    async travarBoleto(tx: Transacao, nossoNumero: string): Promise<BoletoRow | undefined> {
      const [row] = await tx.select().from(boletos).where(eq(boletos.nossoNumero, nossoNumero)).for('update');
      return row;
    },

    /**
     * Marks the boleto paid and, for each instalment it covers that is still open, records the payment (the
     * paid counter follows by trigger); lowers each quota's saldo devedor; a settlement boleto closes the quota.
     */
    async baixar(
      tx: Transacao,
      b: BoletoRow,
      p: { dataPagamento: string; valorPago: number; baixadoPor: string; agora: Date; hoje: string },
    ) {
      await tx
        .update(boletos)
        .set({
          situacao: 'pago',
          pagoEm: p.agora,
          dataPagamento: p.dataPagamento,
          valorPagoCentavos: p.valorPago,
          baixadoPor: p.baixadoPor,
        })
        .where(eq(boletos.id, b.id));
      const itens = await tx
        .select({
          parcelaId: parcelas.id,
          cotaId: parcelas.cotaId,
          cobrado: boletoParcelas.valorCentavos,
          valor: parcelas.valorCentavos,
          semSeguro: sql<string>`${parcelas.valorFundoComumCentavos} + ${parcelas.valorTaxaAdministracaoCentavos} + ${parcelas.valorFundoReservaCentavos}`,
        })
        .from(boletoParcelas)
        .innerJoin(parcelas, eq(parcelas.id, boletoParcelas.parcelaId))
        .where(and(eq(boletoParcelas.boletoId, b.id), isNull(parcelas.dataPagamento)))
        .for('update', { of: parcelas });
      const abatido = new Map<number, number>();
      for (const i of itens) abatido.set(i.cotaId, (abatido.get(i.cotaId) ?? 0) + Number(i.semSeguro));
      await escritaDeCotas.pagarParcelas(tx, itens, p.dataPagamento);
      if (b.tipo === 'quitacao') await escritaDeCotas.quitar(tx, b.cotaId);
      else await escritaDeCotas.abaterSaldos(tx, abatido, p.hoje);
    },

    /**
     * How many instalments the boleto pays, and how many of them are still unpaid, locked until the
     * transaction ends (so a settlement of another boleto cannot pay them in between).
     */
    async parcelasEmAberto(tx: Transacao, boletoId: number) {
      const itens = await tx
        .select({ pago: sql<boolean>`${parcelas.dataPagamento} is not null` })
        .from(boletoParcelas)
        .innerJoin(parcelas, eq(parcelas.id, boletoParcelas.parcelaId))
        .where(eq(boletoParcelas.boletoId, boletoId))
        .for('update', { of: parcelas });
      return { total: itens.length, emAberto: itens.filter((i) => !i.pago).length };
    },

    /** A payment that settled nothing, kept with the refund case it opened or was noted on. */
    registrarDuplicado: (tx: Transacao, pagamento: typeof pagamentosDuplicados.$inferInsert) =>
      tx.insert(pagamentosDuplicados).values(pagamento),

    /** The duplicate payments of these boletos, oldest first, with the refund case's number. */
    duplicadosDosBoletos: (idsBoleto: number[]) =>
      idsBoleto.length
        ? duplicados()
            .where(inArray(pagamentosDuplicados.boletoId, idsBoleto))
            .orderBy(asc(pagamentosDuplicados.id))
        : Promise.resolve([]),

    /** The duplicate payments of a quota, newest first (the customer's statement shows them). */
    duplicadosDaCota: (cotaId: number) =>
      duplicados()
        .where(eq(pagamentosDuplicados.cotaId, cotaId))
        .orderBy(desc(pagamentosDuplicados.dataPagamento), desc(pagamentosDuplicados.id)),

    /** Back-office search: nosso número, linha digitável / barcode, or the holder's CPF/CNPJ. */
    async buscar(
      busca: { nossoNumero?: string; codigo?: string; inscricao?: string },
      parceiroId: number | null,
    ) {
      return db
        .select({ boleto: boletos, nome: clientes.nome, inscricaoNacional: clientes.inscricaoNacional })
        .from(boletos)
        .innerJoin(clientes, eq(clientes.id, boletos.clienteId))
        .where(
          and(
            or(
              busca.nossoNumero ? eq(boletos.nossoNumero, busca.nossoNumero) : undefined,
              busca.codigo
                ? or(eq(boletos.linhaDigitavel, busca.codigo), eq(boletos.codigoBarras, busca.codigo))
                : undefined,
              busca.inscricao ? eq(clientes.inscricaoNacional, busca.inscricao) : undefined,
            ),
            // A partner's analyst finds only its partner's boletos (the staff, every one).
            parceiroId === null ? undefined : eq(boletos.parceiroId, parceiroId),
          ),
        )
        .orderBy(desc(boletos.id))
        .limit(50);
    },

    /** A return file already imported (by content hash), locked against a simultaneous second import. */
    async retornoImportado(tx: Transacao, hash: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${hash}))`);
      const [row] = await tx.select().from(retornosBancarios).where(eq(retornosBancarios.hash, hash));
      return row;
    },

    registrarRetorno: (tx: Transacao, r: typeof retornosBancarios.$inferInsert) =>
      tx.insert(retornosBancarios).values(r),
  };
}
export type PagamentosRepository = ReturnType<typeof createPagamentosRepository>;
