import { bigint, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operadores } from './operador.ts';
import { parceiros } from './parceiros.ts';

/**
 * CNAB 240 payment remittances (issue 20, ADR 0042): one file per export, per partner, with the partner's
 * file sequence number (NSA, unique per partner). The content is kept so the analyst can download it again.
 */
export const remessasPagamento = pgTable(
  'remessas_pagamento',
  {
    id: serial('id').primaryKey(),
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    nsa: integer('nsa').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    conteudo: text('conteudo').notNull(),
    /** SHA-256 of the content. */
    hash: text('hash').notNull(),
    quantidade: integer('quantidade').notNull(),
    valorTotalCentavos: bigint('valor_total_centavos', { mode: 'number' }).notNull(),
    operadorId: integer('operador_id')
      .notNull()
      .references(() => operadores.id),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remessas_pagamento_parceiro_nsa_idx').on(t.parceiroId, t.nsa)],
);

/** Each payment return imported, by its content's hash: the same file twice changes nothing. */
export const retornosPagamento = pgTable('retornos_pagamento', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  nomeArquivo: text('nome_arquivo').notNull(),
  operadorId: integer('operador_id')
    .notNull()
    .references(() => operadores.id),
  importadoEm: timestamp('importado_em', { withTimezone: true }).notNull().defaultNow(),
  /** What the import reported (resultadoRetornoPagamentosSchema), answered again on a repeated upload. */
  resultado: jsonb('resultado').notNull(),
});
