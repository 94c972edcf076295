import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';

export const grupos = pgTable(
  'grupos',
  {
    id: serial('id').primaryKey(),
    codigo: integer('codigo').notNull().unique(),
    categoria: text('categoria', {
      enum: ['veiculos', 'equipamentos', 'imoveis', 'servicos', 'pesados'],
    }).notNull(),
    descricaoBem: text('descricao_bem').notNull(),
    idUnidadeNegocio: text('id_unidade_negocio').notNull(),
    prazoMeses: integer('prazo_meses').notNull(),
    totalAssembleias: integer('total_assembleias').notNull(),
    assembleiaAtual: integer('assembleia_atual').notNull(),
    dataProximaAssembleia: date('data_proxima_assembleia', { mode: 'string' }),
    percentualTaxaAdministracao: numeric('percentual_taxa_administracao', {
      precision: 8,
      scale: 4,
      mode: 'number',
    }).notNull(),
    percentualFundoReserva: numeric('percentual_fundo_reserva', {
      precision: 8,
      scale: 4,
      mode: 'number',
    }).notNull(),
    /** Quotas the group was formed with: the Loteria number maps onto 1..quantidadeCotas. */
    quantidadeCotas: integer('quantidade_cotas').notNull().default(1000),
    /** Regulation model the adhesion contract follows; null when none is registered (no contract copy). */
    modeloContrato: text('modelo_contrato'),
    /** The plan ('Mais por Menos', Plano Justo, Plano UP…): the refund's 75 % cap (02 §9, migration 0046). */
    plano: text('plano'),
    /** The regulation's cancellation penalty in %, at most 30 (02 §9): deducted from a cancelled quota's refund. */
    percentualMultaCancelamento: numeric('percentual_multa_cancelamento', {
      precision: 5,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(10),
  },
  (t) => [
    check(
      'grupos_multa_cancelamento_ate_30',
      sql`${t.percentualMultaCancelamento} >= 0 AND ${t.percentualMultaCancelamento} <= 30`,
    ),
  ],
);

/** A quota (cota). Money in centavos. */
export const cotas = pgTable(
  'cotas',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    grupoId: integer('grupo_id')
      .notNull()
      .references(() => grupos.id),
    numero: integer('numero').notNull(),
    versao: integer('versao').notNull().default(0),
    valorBemCentavos: bigint('valor_bem_centavos', { mode: 'number' }).notNull(),
    valorSaldoDevedorCentavos: bigint('valor_saldo_devedor_centavos', { mode: 'number' }).notNull(),
    valorParcelaCentavos: bigint('valor_parcela_centavos', { mode: 'number' }).notNull(),
    situacao: text('situacao').notNull(),
    dataAdesao: date('data_adesao', { mode: 'string' }).notNull(),
    dataContemplacao: date('data_contemplacao', { mode: 'string' }),
    modalidadeContemplacao: text('modalidade_contemplacao'),
    apelido: text('apelido'),
    fotoUrl: text('foto_url'),
    noAssembleia: boolean('no_assembleia').notNull().default(false),
    /** Paid instalments, kept by a trigger on `parcelas` (migration 0002): read on every quota list. */
    parcelasPagas: integer('parcelas_pagas').notNull().default(0),
    /** Credit at adhesion (the current one is readjusted); null when never readjusted. */
    valorCreditoAdesaoCentavos: bigint('valor_credito_adesao_centavos', { mode: 'number' }),
    numeroProposta: text('numero_proposta'),
    /** Optional life insurance, monthly % over the saldo devedor (4 decimals). */
    percentualSeguroVida: numeric('percentual_seguro_vida', { precision: 8, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    /** Monthly boleto delivery preference and when it last changed (24 h lock). */
    formaEnvio: text('forma_envio', { enum: ['email', 'correio', 'ambos'] })
      .notNull()
      .default('email'),
    formaEnvioAlteradaEm: timestamp('forma_envio_alterada_em', { withTimezone: true }),
    /**
     * The phone registered on the quota (the administrator's record): the manual billing path is offered only
     * when the customer's phone matches it (02 §2.2, migration 0038).
     */
    telefoneCadastrado: text('telefone_cadastrado'),
  },
  (t) => [
    unique('cotas_grupo_numero_versao').on(t.grupoId, t.numero, t.versao),
    index('cotas_cliente_idx').on(t.clienteId),
  ],
);

/** Instalments of a quota: enough for the quota counters and the statement summary. */
export const parcelas = pgTable(
  'parcelas',
  {
    id: serial('id').primaryKey(),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    dataVencimento: date('data_vencimento', { mode: 'string' }).notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    dataPagamento: date('data_pagamento', { mode: 'string' }),
    valorPagoCentavos: bigint('valor_pago_centavos', { mode: 'number' }),
    /** Composition recorded at emission (spec §3): valor = the sum of these shares. */
    valorFundoComumCentavos: bigint('valor_fundo_comum_centavos', { mode: 'number' }).notNull().default(0),
    valorTaxaAdministracaoCentavos: bigint('valor_taxa_administracao_centavos', { mode: 'number' })
      .notNull()
      .default(0),
    valorFundoReservaCentavos: bigint('valor_fundo_reserva_centavos', { mode: 'number' })
      .notNull()
      .default(0),
    valorSeguroCentavos: bigint('valor_seguro_centavos', { mode: 'number' }).notNull().default(0),
    valorDiferencaCentavos: bigint('valor_diferenca_centavos', { mode: 'number' }).notNull().default(0),
    /** Fine and mora interest paid with it (valorPago − valor when paid late). */
    valorEncargosPagosCentavos: bigint('valor_encargos_pagos_centavos', { mode: 'number' }),
  },
  (t) => [
    unique('parcelas_cota_numero').on(t.cotaId, t.numero),
    index('parcelas_cota_idx').on(t.cotaId),
    // Open instalments are few: overdue counts read only these. The second copy's list and totals (issue 16)
    // read them from the index alone (an index-only scan: id, number and amount are in it).
    index('parcelas_abertas_idx')
      .on(t.cotaId, t.dataVencimento, t.id, t.numero, t.valorCentavos)
      .where(sql`${t.dataPagamento} is null`),
  ],
);
