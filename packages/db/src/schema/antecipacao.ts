import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { boletos } from './boletos.ts';
import { cotas, parcelas } from './cotas.ts';

/** By number of instalments (the customer types how many) or by value (an amount in centavos). 03 §2. */
export const MODOS_ANTECIPACAO = ['prazo', 'valor'] as const;

/**
 * aberta (its boleto waiting to be paid) → liquidada (the boleto was paid: the instalments with it) or
 * cancelada (the customer gave up, the boleto was replaced or cancelled, or it fell due unpaid). ADR 0055.
 */
export const SITUACOES_ANTECIPACAO = ['aberta', 'liquidada', 'cancelada'] as const;

/**
 * Instalment anticipations (03 §2 "anticipation: list, request, settle", issue 22, ADR 0055): the last open
 * instalments, paid early through one boleto of the boletos journey. PostgreSQL keeps one open per quota.
 */
export const antecipacoes = pgTable(
  'antecipacoes',
  {
    id: serial('id').primaryKey(),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id, { onDelete: 'cascade' }),
    modo: text('modo', { enum: MODOS_ANTECIPACAO }).notNull(),
    /** What the customer typed when anticipating by value (null by term). */
    valorInformadoCentavos: bigint('valor_informado_centavos', { mode: 'number' }),
    quantidadeParcelas: integer('quantidade_parcelas').notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    /** The saldo devedor before and after, and the instalments left, as the confirmation showed them. */
    saldoAntesCentavos: bigint('saldo_antes_centavos', { mode: 'number' }).notNull(),
    saldoDepoisCentavos: bigint('saldo_depois_centavos', { mode: 'number' }).notNull(),
    parcelasRestantesAntes: integer('parcelas_restantes_antes').notNull(),
    parcelasRestantesDepois: integer('parcelas_restantes_depois').notNull(),
    situacao: text('situacao', { enum: SITUACOES_ANTECIPACAO }).notNull().default('aberta'),
    /** The settlement boleto (set right after it is issued). */
    boletoId: integer('boleto_id').references(() => boletos.id),
    motivoCancelamento: text('motivo_cancelamento'),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    resolvidaEm: timestamp('resolvida_em', { withTimezone: true }),
  },
  (t) => [
    check('antecipacoes_modo_check', sql`${t.modo} IN ('prazo', 'valor')`),
    check('antecipacoes_situacao_check', sql`${t.situacao} IN ('aberta', 'liquidada', 'cancelada')`),
    check('antecipacoes_quantidade_positiva', sql`${t.quantidadeParcelas} > 0`),
    check('antecipacoes_valor_positivo', sql`${t.valorCentavos} > 0`),
    check(
      'antecipacoes_valor_informado',
      sql`(${t.modo} = 'valor') = (${t.valorInformadoCentavos} IS NOT NULL) AND coalesce(${t.valorInformadoCentavos}, 1) > 0`,
    ),
    uniqueIndex('antecipacoes_uma_aberta_idx')
      .on(t.cotaId)
      .where(sql`${t.situacao} = 'aberta'`),
    index('antecipacoes_cota_idx').on(t.cotaId, t.criadaEm),
  ],
);

/** The instalments an anticipation pays, with the amount each one was charged. */
export const antecipacaoParcelas = pgTable(
  'antecipacao_parcelas',
  {
    antecipacaoId: integer('antecipacao_id')
      .notNull()
      .references(() => antecipacoes.id, { onDelete: 'cascade' }),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcelas.id, { onDelete: 'cascade' }),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.antecipacaoId, t.parcelaId] }),
    index('antecipacao_parcelas_parcela_idx').on(t.parcelaId),
  ],
);
