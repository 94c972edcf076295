import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The administrator's analysts: their own accounts, never customers. */
export const operadores = pgTable('operadores', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  nome: text('nome').notNull(),
  senhaHash: text('senha_hash').notNull(),
  papel: text('papel', { enum: ['analista', 'supervisor'] })
    .notNull()
    .default('analista'),
  ativo: boolean('ativo').notNull().default(true),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Operator sessions: the access token names one, so logout and deactivation end it at once. `expiraEm` is the
 * absolute ceiling (a shift), `ultimoUso` the idle clock (every call and refresh moves it), `refreshHash` the
 * hash of the one refresh token that may renew it (rotated on each use; ADR 0014).
 */
export const operadorSessoes = pgTable('operador_sessoes', {
  id: uuid('id').primaryKey(),
  operadorId: integer('operador_id')
    .notNull()
    .references(() => operadores.id, { onDelete: 'cascade' }),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  ultimoUso: timestamp('ultimo_uso', { withTimezone: true }).notNull().defaultNow(),
  refreshHash: text('refresh_hash'),
  encerradoEm: timestamp('encerrado_em', { withTimezone: true }),
});

/** Every operator action. No route updates or deletes it, and a trigger refuses both (migration). */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operadorId: integer('operador_id').references(() => operadores.id),
    acao: text('acao').notNull(),
    alvo: text('alvo').notNull(),
    detalhes: jsonb('detalhes').$type<Record<string, unknown>>().notNull().default({}),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auditoria_criado_idx').on(t.criadoEm)],
);
