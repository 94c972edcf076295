import { boolean, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { parceiros } from './parceiros.ts';

/** A customer's own preferences (spec: photo_url, block_push_notification, assessmentUser, font size). */
export const preferenciasUsuario = pgTable('preferencias_usuario', {
  clienteId: integer('cliente_id')
    .primaryKey()
    .references(() => clientes.id),
  photoUrl: text('photo_url'),
  blockPushNotification: boolean('block_push_notification').notNull().default(false),
  /** Base font size in px (10 to 48); null keeps the app's default. */
  tamanhoFonte: integer('tamanho_fonte'),
  /** assessmentUser.assessmented / liked / nextAppearance. */
  avaliacaoRespondida: boolean('avaliacao_respondida').notNull().default(false),
  avaliacaoGostou: boolean('avaliacao_gostou'),
  avaliacaoProximaAparicao: date('avaliacao_proxima_aparicao', { mode: 'string' }),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded files (photos): sniffed, resized, stored by the storage port under `chave`. */
export const arquivos = pgTable(
  'arquivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    categoria: text('categoria').notNull(),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    chave: text('chave').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arquivos_cliente_idx').on(t.clienteId, t.criadoEm)],
);

/** Service ratings (POST /usuarios/avaliacoes: name, answer, partner, group_quota). */
export const avaliacoes = pgTable(
  'avaliacoes',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    /** The flow rated ('boletos', 'lances'…). */
    nome: text('nome').notNull(),
    resposta: text('resposta').notNull(),
    grupoCota: text('grupo_cota'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avaliacoes_parceiro_idx').on(t.parceiroId, t.criadoEm)],
);
