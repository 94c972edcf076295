import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The Idempotency-Key of creating POSTs (ADR 0013, apps/api/src/core/idempotencia.ts): one row per caller, key
 * and route. The primary key is what makes a key run once: the first request claims the row with one
 * `INSERT … ON CONFLICT DO NOTHING`, the others read it. `status` stays null while the first one runs.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    /** `cliente:<id>:<parceiro>` or `operador:<id>`: a key of one caller never answers another. */
    sujeito: text('sujeito').notNull(),
    chave: text('chave').notNull(),
    /** `POST /app-cliente/v1/cotas/:id/cobrancas/boleto`: the route, not the concrete URL (params are in the fingerprint). */
    rota: text('rota').notNull(),
    /** SHA-256 of the validated params, query and body: the same key with another payload is refused (422). */
    impressao: text('impressao').notNull(),
    /** The first answer's status; null while the first request is running. */
    status: integer('status'),
    /** The first answer's body exactly as sent (JSON, or empty for 204). */
    corpo: text('corpo'),
    tipoConteudo: text('tipo_conteudo'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sujeito, t.chave, t.rota] }),
    index('idempotencia_expira_idx').on(t.expiraEm),
  ],
);
