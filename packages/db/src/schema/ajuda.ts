import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { parceiros } from './parceiros.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Help-centre categories, per partner (each partner writes its own content). */
export const faqCategorias = pgTable(
  'faq_categorias',
  {
    id: serial('id').primaryKey(),
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    /** The category's address segment ('boletos-e-pagamentos'). */
    url: text('url').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    /** A lucide icon name the web maps to a picture. */
    icone: text('icone').notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [uniqueIndex('faq_categorias_url_idx').on(t.parceiroId, t.url)],
);

/**
 * Questions with their answers. `busca` is the Portuguese full-text vector (stemmed and accent-free through
 * the `portugues_sem_acento` configuration the migration creates), weighting the question above the answer.
 */
export const faqPerguntas = pgTable(
  'faq_perguntas',
  {
    id: serial('id').primaryKey(),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => faqCategorias.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    pergunta: text('pergunta').notNull(),
    /** Plain text; blank lines separate paragraphs. */
    resposta: text('resposta').notNull(),
    ordem: integer('ordem').notNull(),
    busca: tsvector('busca')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('portugues_sem_acento'::regconfig, pergunta), 'A') || setweight(to_tsvector('portugues_sem_acento'::regconfig, resposta), 'B')`,
      ),
  },
  (t) => [
    uniqueIndex('faq_perguntas_url_idx').on(t.categoriaId, t.url),
    index('faq_perguntas_busca_idx').using('gin', t.busca),
  ],
);

/** One helpful-or-not vote per customer and question; voting again replaces it. */
export const faqVotos = pgTable(
  'faq_votos',
  {
    perguntaId: integer('pergunta_id')
      .notNull()
      .references(() => faqPerguntas.id, { onDelete: 'cascade' }),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    idCota: integer('id_cota'),
    util: boolean('util').notNull(),
    votadoEm: timestamp('votado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.perguntaId, t.clienteId] })],
);
