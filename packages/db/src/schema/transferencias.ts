import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { cotas } from './cotas.ts';
import { operadores } from './operador.ts';
import { parceiros } from './parceiros.ts';

/** aguardando (the back-office queue) → concluida (the quota moved) or recusada (with the analyst's reason). */
export const SITUACOES_TRANSFERENCIA_COTA = ['aguardando', 'concluida', 'recusada'] as const;

/**
 * Quota transfers (03 §2 "Quota transfer", issue 22): the holder's request to pass a quota to an assignee
 * (cessionário) and the analyst's outcome. The row is the transfer's history: who held the quota, who received
 * it, the fee and credit as shown, and when and by whom it was decided.
 */
export const transferenciasCota = pgTable(
  'transferencias_cota',
  {
    id: serial('id').primaryKey(),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    /** The holder who asked (the quota's holder then). */
    clienteOrigemId: integer('cliente_origem_id')
      .notNull()
      .references(() => clientes.id),
    /** The partner whose portal the request came through (the back-office filters by it). */
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    /** The assignee's CPF or CNPJ, normalised (no mask, upper-case). */
    documentoCessionario: text('documento_cessionario').notNull(),
    nomeCessionario: text('nome_cessionario').notNull(),
    emailCessionario: text('email_cessionario').notNull(),
    valorCreditoCentavos: bigint('valor_credito_centavos', { mode: 'number' }).notNull(),
    taxaCentavos: bigint('taxa_centavos', { mode: 'number' }).notNull(),
    situacao: text('situacao', { enum: SITUACOES_TRANSFERENCIA_COTA }).notNull().default('aguardando'),
    motivoRecusa: text('motivo_recusa'),
    /** The customer the quota went to (created on completion when the document had none). */
    clienteDestinoId: integer('cliente_destino_id').references(() => clientes.id),
    operadorId: integer('operador_id').references(() => operadores.id),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
  },
  (t) => [
    check(
      'transferencias_cota_situacao_check',
      sql`${t.situacao} IN ('aguardando', 'concluida', 'recusada')`,
    ),
    check('transferencias_cota_taxa_nao_negativa', sql`${t.taxaCentavos} >= 0`),
    /** At most one open transfer per quota: a second request (a double tap, 20 at once) collides here. */
    uniqueIndex('transferencias_cota_uma_aberta_idx')
      .on(t.cotaId)
      .where(sql`${t.situacao} = 'aguardando'`),
    index('transferencias_cota_fila_idx').on(t.situacao, t.criadoEm),
    index('transferencias_cota_cota_idx').on(t.cotaId),
  ],
);
