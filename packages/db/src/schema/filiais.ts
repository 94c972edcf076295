import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { cotas } from './cotas.ts';
import { parceiros } from './parceiros.ts';

/** A partner's branches (filiais), listed by state and city. */
export const filiais = pgTable(
  'filiais',
  {
    id: serial('id').primaryKey(),
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    nome: text('nome').notNull(),
    /** One of the 27 state codes. */
    uf: text('uf').notNull(),
    cidade: text('cidade').notNull(),
    endereco: text('endereco').notNull(),
    bairro: text('bairro').notNull(),
    cep: text('cep').notNull(),
    telefone: text('telefone'),
    whatsapp: text('whatsapp'),
    horario: text('horario').notNull(),
  },
  (t) => [index('filiais_parceiro_idx').on(t.parceiroId, t.uf, t.cidade)],
);

/** "Ligamos para você": a customer asks customer service to call back in a period of the day. */
export const pedidosRetorno = pgTable(
  'pedidos_retorno',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    cotaId: integer('cota_id').references(() => cotas.id),
    telefone: text('telefone').notNull(),
    /** 'manha' | 'tarde' | 'noite' (within the service hours). */
    periodo: text('periodo').notNull(),
    /** The business day the call is due (YYYY-MM-DD, São Paulo). */
    data: text('data').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pedidos_retorno_cliente_idx').on(t.clienteId, t.criadoEm)],
);
