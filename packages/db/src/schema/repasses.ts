import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { casos } from './casos.ts';
import { cotas } from './cotas.ts';
import { parceiros } from './parceiros.ts';
import { remessasPagamento } from './remessas-pagamento.ts';

/** What the payout pays: a refund, a cash billing or a cash credit (issue 20). */
export const ORIGENS_REPASSE = ['devolucao', 'faturamento_especie', 'faturamento_credito'] as const;
/**
 * agendado (approved, waiting for a remittance) → remetido (in a remittance sent to the bank) → pago or
 * rejeitado (the bank's return); cancelado by an analyst before it is remitted.
 */
export const SITUACOES_REPASSE = ['agendado', 'remetido', 'pago', 'rejeitado', 'cancelado'] as const;

/**
 * Payouts (issue 20, ADR 0041): money owed to a customer, paid by bank transfer through a CNAB 240 payment
 * remittance. The account is a copy of what the customer confirmed, so a later profile change never redirects
 * money already scheduled.
 */
export const repasses = pgTable(
  'repasses',
  {
    id: serial('id').primaryKey(),
    casoId: integer('caso_id')
      .notNull()
      .references(() => casos.id),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    /** The partner whose account pays it (the customer's partner). */
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    origem: text('origem', { enum: ORIGENS_REPASSE }).notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    favorecido: text('favorecido').notNull(),
    /** The holder's CPF or CNPJ, unmasked. */
    cpfCnpj: text('cpf_cnpj').notNull(),
    /** COMPE code of the receiving bank. */
    banco: integer('banco').notNull(),
    agencia: text('agencia').notNull(),
    digitoAgencia: text('digito_agencia'),
    conta: text('conta').notNull(),
    digitoConta: text('digito_conta').notNull(),
    tipoConta: text('tipo_conta', { enum: ['corrente', 'poupanca'] }).notNull(),
    /** Caixa's account operation (3 or 4 digits), else null. */
    operacao: text('operacao'),
    situacao: text('situacao', { enum: SITUACOES_REPASSE }).notNull().default('agendado'),
    /** The business day by which it is promised (the refund's "paid within {dias} business days"). */
    dataPrevista: date('data_prevista', { mode: 'string' }).notNull(),
    /** The bank's reason when it rejected the transfer, shown to the customer. */
    motivoRejeicao: text('motivo_rejeicao'),
    /** 'operador:<id>' or 'sistema'. */
    agendadoPor: text('agendado_por').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    /** When the bank's return settled it (paid or rejected). */
    liquidadoEm: timestamp('liquidado_em', { withTimezone: true }),
    /** The remittance it went in (migration 0043); null while scheduled or cancelled. */
    remessaId: integer('remessa_id').references(() => remessasPagamento.id),
  },
  (t) => [
    check(
      'repasses_origem_check',
      sql`${t.origem} IN ('devolucao', 'faturamento_especie', 'faturamento_credito')`,
    ),
    check('repasses_valor_positivo', sql`${t.valorCentavos} > 0`),
    check('repasses_tipo_conta_check', sql`${t.tipoConta} IN ('corrente', 'poupanca')`),
    check(
      'repasses_situacao_check',
      sql`${t.situacao} IN ('agendado', 'remetido', 'pago', 'rejeitado', 'cancelado')`,
    ),
    /** At most one live payout per case; a rejected or cancelled one no longer counts. */
    uniqueIndex('repasses_um_vivo_por_caso_idx')
      .on(t.casoId)
      .where(sql`${t.situacao} IN ('agendado', 'remetido', 'pago')`),
    index('repasses_fila_idx').on(t.situacao, t.dataPrevista),
    index('repasses_cota_idx').on(t.cotaId),
    index('repasses_remessa_idx').on(t.remessaId),
  ],
);
