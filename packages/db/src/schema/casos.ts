import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { cotas } from './cotas.ts';

/** CaseNumber sequence: 8-digit Salesforce-style auto-numbers ('00010001'). */
export const casosNumeroSeq = pgSequence('casos_numero_seq', { startWith: 10_001 });

/**
 * Cases: in production the administrator's CRM (Salesforce) holds them; here the API keeps them behind the
 * same Salesforce-shaped endpoints, and analysts move them in the back-office. Columns mirror the CRM fields.
 */
export const casos = pgTable(
  'casos',
  {
    id: serial('id').primaryKey(),
    /** CaseNumber. */
    numero: text('numero').notNull().unique(),
    /** RecordTypeDeveloperName: the case type. */
    tipo: text('tipo').notNull(),
    status: text('status').notNull(),
    /**
     * The case is open: its status is 'Em Andamento' or 'Escalado' in any spelling (`STATUS_ABERTOS` in the
     * domain, 02 §5 / 03 §4). Computed by the database so the unique index below can say "one open case".
     */
    aberto: boolean('aberto')
      .notNull()
      .generatedAlwaysAs(sql`lower(btrim(replace(status, '_', ' '))) in ('em andamento', 'escalado')`),
    /** Fase__c. */
    fase: text('fase').notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    /** IdExternoCota. */
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    origem: text('origem').notNull().default('APP'),
    /** Description: what the customer wrote when opening the case. */
    descricao: text('descricao'),
    observacao: text('observacao'),
    modalidadeContemplacao: text('modalidade_contemplacao'),
    documentosIlegiveis: text('documentos_ilegiveis'),
    documentosIncompletos: text('documentos_incompletos'),
    documentosIncorretos: text('documentos_incorretos'),
    expliqueMotivo: text('explique_motivo'),
    dadosApp: jsonb('dados_app').$type<Record<string, unknown>>(),
    respostaAnalista: text('resposta_analista'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('casos_cota_idx').on(t.cotaId, t.tipo),
    /** One open case per quota and case type (issue 13): a second one collides here, never in Node. */
    uniqueIndex('casos_um_aberto_por_tipo_idx')
      .on(t.cotaId, t.tipo)
      .where(sql`${t.aberto}`),
    index('casos_cliente_idx').on(t.clienteId),
    index('casos_fila_idx').on(t.tipo, t.status, t.fase),
  ],
);

/** Append-only history of every case change: who, when, from, to, note. */
export const casosHistorico = pgTable(
  'casos_historico',
  {
    id: serial('id').primaryKey(),
    casoId: integer('caso_id')
      .notNull()
      .references(() => casos.id, { onDelete: 'cascade' }),
    /** 'cliente', 'sistema' or 'operador:<id>'. */
    autor: text('autor').notNull(),
    faseDe: text('fase_de'),
    fasePara: text('fase_para'),
    statusDe: text('status_de'),
    statusPara: text('status_para'),
    nota: text('nota'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('casos_historico_caso_idx').on(t.casoId)],
);

/** Credit screening (crivo) return per quota, decided by analysts in the back-office ('27' is an error). */
export const retornosCrivo = pgTable('retornos_crivo', {
  cotaId: integer('cota_id')
    .primaryKey()
    .references(() => cotas.id),
  codigo: text('codigo').notNull(),
  descricao: text('descricao'),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});
