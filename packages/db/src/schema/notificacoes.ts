import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { cotas } from './cotas.ts';
import { operadores } from './operador.ts';
import { parceiros } from './parceiros.ts';

/**
 * Every e-mail and SMS the product sends, through the notification port. The default adapter only writes
 * here (a developer reads it); with SMTP_URL (e-mail) or SMS_WEBHOOK_URL (SMS) a background job delivers the
 * row, retrying with backoff, and `enviadoEm` records it.
 */
export const caixaDeSaida = pgTable(
  'caixa_de_saida',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    canal: text('canal', { enum: ['email', 'sms'] }).notNull(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    /** E-mail attachments (the boleto's PDF): file name, MIME type and base64 content. */
    anexos: jsonb('anexos')
      .$type<{ nome: string; tipo: string; conteudoBase64: string }[]>()
      .notNull()
      .default([]),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
    /** Delivery attempts by the job, and the last failure (a status or error name, never an address). */
    tentativas: integer('tentativas').notNull().default(0),
    erro: text('erro'),
  },
  (t) => [index('caixa_de_saida_para_idx').on(t.para, t.criadoEm)],
);

/**
 * News and notifications shown in the app (/notifications). A row with no `clienteId` is news for every
 * customer of the partner; with one, a notification for that customer (optionally about one quota).
 */
export const informativos = pgTable(
  'informativos',
  {
    id: serial('id').primaryKey(),
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    tipo: text('tipo', { enum: ['noticia', 'notificacao'] }).notNull(),
    clienteId: integer('cliente_id').references(() => clientes.id),
    cotaId: integer('cota_id').references(() => cotas.id),
    /** The journey that produced it ('boletos', 'lances', 'assembleias', 'casos', 'operador'). */
    origem: text('origem').notNull(),
    titulo: text('titulo').notNull(),
    resumo: text('resumo').notNull(),
    conteudo: text('conteudo').notNull(),
    /** An in-app path the notification opens ('/boletos'), if any. */
    link: text('link'),
    publicadoPor: integer('publicado_por').references(() => operadores.id),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('informativos_parceiro_idx').on(t.parceiroId, t.criadoEm),
    index('informativos_cliente_idx').on(t.clienteId, t.criadoEm),
  ],
);

/** Which customer read which item. */
export const informativosLidos = pgTable(
  'informativos_lidos',
  {
    informativoId: integer('informativo_id')
      .notNull()
      .references(() => informativos.id, { onDelete: 'cascade' }),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    lidoEm: timestamp('lido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.informativoId, t.clienteId] })],
);

/**
 * Web Push subscriptions (RFC 8030): one per device, so the push service's endpoint is unique; a device that
 * subscribes again (or for another customer after a new login) replaces its row. Tied to the partner whose
 * portal (and service worker) made it: a notification about a quota goes only to that partner's devices.
 */
export const assinaturasPush = pgTable(
  'assinaturas_push',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for the RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assinaturas_push_endpoint_key').on(t.endpoint),
    index('assinaturas_push_cliente_idx').on(t.clienteId, t.parceiroId),
  ],
);
