import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cotas, parcelas } from './cotas.ts';
import { operadores } from './operador.ts';

/**
 * pendente (waiting for the next instalment, due by `data_limite`) → efetivada (paid on time) or desfeita
 * (not paid: the instalments were restored exactly). 03 §4, ADR 0052.
 */
export const SITUACOES_RENEGOCIACAO = ['pendente', 'efetivada', 'desfeita'] as const;

/**
 * Instalment renegotiations (issue 22, ADR 0052). The database holds the limits: one pending per quota (the
 * partial unique index) and at most 3 per quota (`numero` 1..3, unique per quota, taken by the insert itself).
 */
export const renegociacoes = pgTable(
  'renegociacoes',
  {
    id: serial('id').primaryKey(),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id, { onDelete: 'cascade' }),
    /** The quota's 1st, 2nd or 3rd renegotiation. */
    numero: integer('numero').notNull(),
    situacao: text('situacao', { enum: SITUACOES_RENEGOCIACAO }).notNull().default('pendente'),
    valorParcelasCentavos: bigint('valor_parcelas_centavos', { mode: 'number' }).notNull(),
    valorEncargosCentavos: bigint('valor_encargos_centavos', { mode: 'number' }).notNull(),
    /** The next instalment, which must be paid by `data_limite` (its due date). */
    proximaParcelaId: integer('proxima_parcela_id')
      .notNull()
      .references(() => parcelas.id),
    dataLimite: date('data_limite', { mode: 'string' }).notNull(),
    /** The quota's status before, restored when the renegotiation is reversed. */
    situacaoCotaAnterior: text('situacao_cota_anterior').notNull(),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    resolvidaEm: timestamp('resolvida_em', { withTimezone: true }),
  },
  (t) => [
    unique('renegociacoes_cota_numero').on(t.cotaId, t.numero),
    check('renegociacoes_ate_3', sql`${t.numero} between 1 and 3`),
    uniqueIndex('renegociacoes_uma_pendente_idx')
      .on(t.cotaId)
      .where(sql`${t.situacao} = 'pendente'`),
    index('renegociacoes_pendentes_idx')
      .on(t.dataLimite)
      .where(sql`${t.situacao} = 'pendente'`),
  ],
);

/**
 * Each instalment a renegotiation changed, with its amounts before (restored exactly when it is reversed):
 * `renegociada` (selected, settled by the renegotiation) or `diluida` (received `acrescimo_centavos`).
 */
export const renegociacaoParcelas = pgTable(
  'renegociacao_parcelas',
  {
    renegociacaoId: integer('renegociacao_id')
      .notNull()
      .references(() => renegociacoes.id, { onDelete: 'cascade' }),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcelas.id, { onDelete: 'cascade' }),
    papel: text('papel', { enum: ['renegociada', 'diluida'] }).notNull(),
    /** Selected: its charges as of the renegotiation; diluted: what it received. */
    encargosCentavos: bigint('encargos_centavos', { mode: 'number' }).notNull().default(0),
    acrescimoCentavos: bigint('acrescimo_centavos', { mode: 'number' }).notNull().default(0),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    valorFundoComumCentavos: bigint('valor_fundo_comum_centavos', { mode: 'number' }).notNull(),
    valorTaxaAdministracaoCentavos: bigint('valor_taxa_administracao_centavos', { mode: 'number' }).notNull(),
    valorFundoReservaCentavos: bigint('valor_fundo_reserva_centavos', { mode: 'number' }).notNull(),
    valorSeguroCentavos: bigint('valor_seguro_centavos', { mode: 'number' }).notNull(),
    valorDiferencaCentavos: bigint('valor_diferenca_centavos', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.renegociacaoId, t.parcelaId] }),
    index('renegociacao_parcelas_parcela_idx').on(t.parcelaId),
  ],
);

/**
 * The back-office's follow-up of a renegotiation (issue 22): each contact an analyst had with the customer
 * while it was pending, newest last. Append-only: a contact is a fact, not a state.
 */
export const renegociacaoContatos = pgTable(
  'renegociacao_contatos',
  {
    id: serial('id').primaryKey(),
    renegociacaoId: integer('renegociacao_id')
      .notNull()
      .references(() => renegociacoes.id, { onDelete: 'cascade' }),
    operadorId: integer('operador_id')
      .notNull()
      .references(() => operadores.id),
    nota: text('nota').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('renegociacao_contatos_renegociacao_idx').on(t.renegociacaoId, t.criadoEm),
    check('renegociacao_contatos_nota', sql`length(${t.nota}) between 1 and 500`),
  ],
);
