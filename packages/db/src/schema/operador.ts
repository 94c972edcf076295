import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
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
import { casos } from './casos.ts';
import { documentos } from './documentos.ts';
import { parceiros } from './parceiros.ts';

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
  /**
   * The partner whose quotas this operator serves (issue 18, ADR 0031); null: the administrator's own staff,
   * who serve every partner. A partner's analyst never sees another partner's contemplation analyses.
   */
  parceiroId: integer('parceiro_id').references(() => parceiros.id),
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

/**
 * The analyst's verdict on each file of a contemplation analysis (issue 18, ADR 0031): approved, or illegible,
 * incomplete or incorrect. One row per file, replaced by a later decision; the audit entry keeps each one.
 */
export const revisoesDocumentosAnalise = pgTable(
  'revisoes_documentos_analise',
  {
    documentoId: uuid('documento_id')
      .primaryKey()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    casoId: integer('caso_id')
      .notNull()
      .references(() => casos.id, { onDelete: 'cascade' }),
    resultado: text('resultado', { enum: ['aprovado', 'ilegivel', 'incompleto', 'incorreto'] }).notNull(),
    operadorId: integer('operador_id')
      .notNull()
      .references(() => operadores.id),
    revisadoEm: timestamp('revisado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('revisoes_documentos_analise_caso_idx').on(t.casoId),
    check(
      'revisoes_documentos_analise_resultado_check',
      sql`${t.resultado} in ('aprovado', 'ilegivel', 'incompleto', 'incorreto')`,
    ),
  ],
);
