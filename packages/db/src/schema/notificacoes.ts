import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail and SMS the product sends, through the notification port. The default adapter only writes
 * here (a developer reads it); with SMTP_URL the e-mail also goes out and `enviadoEm` records it.
 */
export const caixaDeSaida = pgTable(
  'caixa_de_saida',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    canal: text('canal', { enum: ['email', 'sms'] }).notNull(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
  },
  (t) => [index('caixa_de_saida_para_idx').on(t.para, t.criadoEm)],
);
