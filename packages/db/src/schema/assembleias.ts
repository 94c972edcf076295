import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cotas, grupos } from './cotas.ts';

/** A group's monthly assembly: scheduled, run live by an operator, then published with its inputs. */
export const assembleias = pgTable(
  'assembleias',
  {
    id: serial('id').primaryKey(),
    grupoId: integer('grupo_id')
      .notNull()
      .references(() => grupos.id),
    numero: integer('numero').notNull(),
    dataSorteio: date('data_sorteio', { mode: 'string' }).notNull(),
    dataVencimento: date('data_vencimento', { mode: 'string' }).notNull(),
    situacao: text('situacao', { enum: ['agendada', 'em-andamento', 'realizada'] })
      .notNull()
      .default('agendada'),
    contemplacoesPorSorteio: integer('contemplacoes_por_sorteio').notNull().default(1),
    contemplacoesPorLance: integer('contemplacoes_por_lance').notNull().default(2),
    fundosDisponiveisCentavos: bigint('fundos_disponiveis_centavos', { mode: 'number' }).notNull(),
    valorCreditoCentavos: bigint('valor_credito_centavos', { mode: 'number' }).notNull(),
    /** The engine's input and result, published as they are so anyone can recompute. */
    entrada: jsonb('entrada'),
    resultado: jsonb('resultado'),
    /** Live events published so far (MensagemAoVivo[]), in order; the last one closes the assembly. */
    eventos: jsonb('eventos').notNull().default([]),
    eventosTotal: integer('eventos_total').notNull().default(0),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }),
    /** The São Paulo date the run actually started: what "realizada em" and the contemplations say. */
    realizadaEm: date('realizada_em', { mode: 'string' }),
  },
  (t) => [
    unique('assembleias_grupo_numero').on(t.grupoId, t.numero),
    index('assembleias_data_idx').on(t.dataSorteio),
  ],
);

/**
 * The eligible set an assembly draws from, frozen once at (or after) the bid deadline, before the draw (ADR 0018):
 * the primary key makes a second freeze a no-op. `hash` is the SHA-256 of the canonical list (hashDoConjunto).
 */
export const conjuntosElegiveis = pgTable('conjuntos_elegiveis', {
  assembleiaId: integer('assembleia_id')
    .primaryKey()
    .references(() => assembleias.id),
  tamanhoGrupo: integer('tamanho_grupo').notNull(),
  cotas: integer('cotas').array().notNull(),
  hash: text('hash').notNull(),
  contemplacoesPorSorteio: integer('contemplacoes_por_sorteio').notNull(),
  contemplacoesPorLance: integer('contemplacoes_por_lance').notNull(),
  fundosDisponiveisCentavos: bigint('fundos_disponiveis_centavos', { mode: 'number' }).notNull(),
  valorCreditoCentavos: bigint('valor_credito_centavos', { mode: 'number' }).notNull(),
  congeladoEm: timestamp('congelado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** Bids. One active bid per quota and assembly: a new one replaces it. */
export const lances = pgTable(
  'lances',
  {
    id: serial('id').primaryKey(),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    assembleiaId: integer('assembleia_id')
      .notNull()
      .references(() => assembleias.id),
    protocolo: text('protocolo').notNull().unique(),
    /** The simulation's id the confirmation carried: the same confirmation twice is one bid. */
    identificador: text('identificador').notNull(),
    modalidade: text('modalidade').notNull(),
    tipoAmortizacao: text('tipo_amortizacao').notNull(),
    percentual: numeric('percentual', { precision: 9, scale: 4, mode: 'number' }).notNull(),
    valorLanceCentavos: bigint('valor_lance_centavos', { mode: 'number' }).notNull(),
    valorEmbutidoCentavos: bigint('valor_embutido_centavos', { mode: 'number' }).notNull().default(0),
    valorFgtsCentavos: bigint('valor_fgts_centavos', { mode: 'number' }).notNull().default(0),
    valorOfertaCentavos: bigint('valor_oferta_centavos', { mode: 'number' }).notNull(),
    trocaChaves: boolean('troca_chaves').notNull().default(false),
    payload: jsonb('payload').notNull(),
    numeroIp: text('numero_ip'),
    situacao: text('situacao', { enum: ['ativo', 'substituido', 'cancelado', 'contemplado', 'encerrado'] })
      .notNull()
      .default('ativo'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
  },
  (t) => [
    unique('lances_cota_identificador').on(t.cotaId, t.identificador),
    uniqueIndex('lances_um_ativo_idx')
      .on(t.cotaId, t.assembleiaId)
      .where(sql`${t.situacao} = 'ativo'`),
    index('lances_assembleia_idx').on(t.assembleiaId),
  ],
);
