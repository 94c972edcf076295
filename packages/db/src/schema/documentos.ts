import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { casos } from './casos.ts';
import { parceiros } from './parceiros.ts';

/**
 * Documents a customer uploads in a flow (registration, refund…): sniffed by content, capped per flow, streamed
 * to the storage port under `chave`. A row is reserved before the first byte is stored (`recebendo`), so every
 * stored object has a row the clean-up job can find; it is `pronto` once stored and checked. It waits for a case
 * (`casoId` null) until the journey's case claims it; unclaimed after 24 h, the job deletes object and row.
 */
export const documentos = pgTable(
  'documentos',
  {
    id: uuid('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    /** The upload flow (`FLUXOS_DE_DOCUMENTO` in the domain): it decides types, size and count. */
    fluxo: text('fluxo').notNull(),
    /**
     * Which of the flow's N places the file holds while it waits for a case: the partial unique index below makes
     * "at most N waiting files per customer and flow" a constraint, never a count in Node.
     */
    vaga: smallint('vaga').notNull(),
    estado: text('estado', { enum: ['recebendo', 'pronto', 'apagando'] }).notNull(),
    chave: text('chave').notNull().unique(),
    /** The name the customer's device gave the file (shown back, never used as a path). */
    nome: text('nome').notNull(),
    /** The type its bytes revealed, and its size: set when it is `pronto`. */
    mime: text('mime'),
    tamanho: integer('tamanho'),
    casoId: integer('caso_id').references(() => casos.id),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    vinculadoEm: timestamp('vinculado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('documentos_vaga_livre_idx')
      .on(t.clienteId, t.fluxo, t.vaga)
      .where(sql`${t.casoId} is null`),
    index('documentos_caso_idx').on(t.casoId),
    index('documentos_orfaos_idx')
      .on(t.criadoEm)
      .where(sql`${t.casoId} is null`),
    check('documentos_vaga_positiva', sql`${t.vaga} >= 1`),
    check(
      'documentos_pronto_completo',
      sql`${t.estado} <> 'pronto' or (${t.mime} is not null and ${t.tamanho} is not null)`,
    ),
  ],
);
