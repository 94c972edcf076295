import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const parceiros = pgTable(
  'parceiros',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    iconUrl: text('icon_url'),
    logoUrl: text('logo_url'),
    cores: text('cores').array().notNull().default([]),
    features: text('features').array().notNull().default([]),
    /** Features offered when the customer arrives through transparent login. */
    featuresTransparente: text('features_transparente').array().notNull().default([]),
    whatsappUrl: text('whatsapp_url'),
    linkAtendimentoWhatsapp: text('link_atendimento_whatsapp'),
    prazoGeralFaturamentoBem: integer('prazo_geral_faturamento_bem'),
    /** The attendant's WhatsApp for the manual billing path (02 §2.2, migration 0038): digits with 55. */
    whatsappFaturamento: text('whatsapp_faturamento'),
    /**
     * 02 §4.10 "{dias} business days from the assembly (server value)": the contemplated quota's guarantee deadline,
     * after which missing documents descontemplate it.
     */
    prazoGarantiaDiasUteis: integer('prazo_garantia_dias_uteis').notNull().default(10),
    /** Comma-separated business unit ids, as the spec's `business_unit_id`. */
    businessUnitId: text('business_unit_id').notNull(),
    companyId: text('company_id').notNull(),
    /** The administrator's CNPJ, printed on every financial document. */
    cnpj: text('cnpj'),
    dominioPrincipal: text('dominio_principal').notNull(),
    /** The after-sales welcome video (03 §2, ADR 0054) and its WebVTT captions; null: the text is shown. */
    videoBoasVindasUrl: text('video_boas_vindas_url'),
    videoBoasVindasLegendasUrl: text('video_boas_vindas_legendas_url'),
    conteudo: jsonb('conteudo')
      .$type<{ telefone: string | null; email: string | null; sobre: string | null }>()
      .notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('parceiros_prazo_garantia_check', sql`${t.prazoGarantiaDiasUteis} between 1 and 60`)],
);

/** Every domain a partner answers on; the look is chosen by the browser's host name. */
export const parceiroDominios = pgTable('parceiro_dominios', {
  dominio: text('dominio').primaryKey(),
  parceiroId: integer('parceiro_id')
    .notNull()
    .references(() => parceiros.id, { onDelete: 'cascade' }),
});

export const avisosManutencao = pgTable('avisos_manutencao', {
  id: serial('id').primaryKey(),
  parceiroId: integer('parceiro_id')
    .notNull()
    .references(() => parceiros.id, { onDelete: 'cascade' }),
  dataInicio: date('data_inicio', { mode: 'string' }).notNull(),
  horaInicio: text('hora_inicio').notNull(),
  dataFim: date('data_fim', { mode: 'string' }).notNull(),
  horaFim: text('hora_fim').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  texto: text('texto').notNull(),
});
