import { sql } from 'drizzle-orm';
import {
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
import { clientes } from './acesso.ts';
import { cotas } from './cotas.ts';
import { operadores } from './operador.ts';
import { parceiros } from './parceiros.ts';

/** 03 §2, §9: the call-back period the customer prefers (morning 8h–13h, afternoon 13h–19h). */
export const MELHORES_HORARIOS_SEGURO = ['manha', 'tarde'] as const;

/** aberta (the back-office queue) → encerrada (the analyst contacted the customer, with the outcome). */
export const SITUACOES_SOLICITACAO_SEGURO = ['aberta', 'encerrada'] as const;

/** How an analyst closed a request: the customer took the insurance, declined it, or could not be reached. */
export const DESFECHOS_SOLICITACAO_SEGURO = ['contratado', 'recusado', 'sem_contato'] as const;

/**
 * Requests for the insurance offer (03 §2 /ofertaseguro, issue 22, ADR 0055): the customer's contact details
 * for an analyst's call-back. PostgreSQL keeps one open request per quota (the partial unique index).
 */
export const solicitacoesSeguro = pgTable(
  'solicitacoes_seguro',
  {
    id: serial('id').primaryKey(),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id, { onDelete: 'cascade' }),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    /** The partner whose portal the request came through (the back-office filters by it). */
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    /** Digits only, with the area code (10 or 11 digits). */
    telefone: text('telefone').notNull(),
    email: text('email').notNull(),
    melhorHorario: text('melhor_horario', { enum: MELHORES_HORARIOS_SEGURO }).notNull(),
    situacao: text('situacao', { enum: SITUACOES_SOLICITACAO_SEGURO }).notNull().default('aberta'),
    desfecho: text('desfecho', { enum: DESFECHOS_SOLICITACAO_SEGURO }),
    observacao: text('observacao'),
    operadorId: integer('operador_id').references(() => operadores.id),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
  },
  (t) => [
    check('solicitacoes_seguro_horario_check', sql`${t.melhorHorario} IN ('manha', 'tarde')`),
    check('solicitacoes_seguro_situacao_check', sql`${t.situacao} IN ('aberta', 'encerrada')`),
    check(
      'solicitacoes_seguro_desfecho_check',
      sql`(${t.situacao} = 'aberta' AND ${t.desfecho} IS NULL) OR (${t.situacao} = 'encerrada' AND ${t.desfecho} IN ('contratado', 'recusado', 'sem_contato'))`,
    ),
    uniqueIndex('solicitacoes_seguro_uma_aberta_idx')
      .on(t.cotaId)
      .where(sql`${t.situacao} = 'aberta'`),
    index('solicitacoes_seguro_fila_idx')
      .on(t.parceiroId, t.criadaEm)
      .where(sql`${t.situacao} = 'aberta'`),
  ],
);

/**
 * The insurance a quota holds (possui_seguro 'S'): one per quota, written when an analyst closes a request as
 * contracted (or by the administrator's data). Cover: up to 6 instalments on involuntary unemployment (03 §9).
 */
export const segurosCota = pgTable(
  'seguros_cota',
  {
    id: serial('id').primaryKey(),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id, { onDelete: 'cascade' }),
    /** The request that led to it (null when the administrator's data brought it). */
    solicitacaoId: integer('solicitacao_id').references(() => solicitacoesSeguro.id),
    inicioVigencia: date('inicio_vigencia', { mode: 'string' }).notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seguros_cota_cota_idx').on(t.cotaId)],
);
