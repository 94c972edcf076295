import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clientes } from './acesso.ts';
import { casos } from './casos.ts';
import { cotas, parcelas } from './cotas.ts';
import { parceiros } from './parceiros.ts';

/**
 * Each partner's billing identity (issue 15, ADR 0017): the bank account its customers' money lands in, its PIX
 * receiver and its own nosso-número counter, taken by one atomic `UPDATE … RETURNING` (never shared, never reused).
 */
export const cobrancaParceiro = pgTable('cobranca_parceiro', {
  parceiroId: integer('parceiro_id')
    .primaryKey()
    .references(() => parceiros.id, { onDelete: 'cascade' }),
  banco: text('banco').notNull(),
  agencia: text('agencia').notNull(),
  codigoBeneficiario: text('codigo_beneficiario').notNull(),
  convenio: text('convenio').notNull().unique(),
  carteira: text('carteira').notNull(),
  chavePix: text('chave_pix').notNull(),
  /** BR Code merchant name (≤ 25) and city (≤ 15). */
  nomeRecebedorPix: text('nome_recebedor_pix').notNull(),
  cidadePix: text('cidade_pix').notNull(),
  proximoSequencial: bigint('proximo_sequencial', { mode: 'number' }).notNull().default(1),
  /** The bank's convênio for payments (CNAB 240 Pagamentos), apart from the billing one (migration 0043). */
  convenioPagamento: text('convenio_pagamento'),
  /** The next payment remittance's file sequence number (NSA), taken by one atomic UPDATE … RETURNING. */
  proximoNsaPagamento: integer('proximo_nsa_pagamento').notNull().default(1),
});

/** A boleto issued for one or more instalments (of one quota, or unified across the customer's quotas). */
export const boletos = pgTable(
  'boletos',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    /** The quota whose screen issued it (the others come through boleto_parcelas). */
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    /** The partner that issued it (the session's): its billing identity, and the only host that calls it ours. */
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    nossoNumero: text('nosso_numero').notNull().unique(),
    codigoBarras: text('codigo_barras').notNull(),
    linhaDigitavel: text('linha_digitavel').notNull().unique(),
    pixCopiaECola: text('pix_copia_e_cola').notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    dataVencimento: date('data_vencimento', { mode: 'string' }).notNull(),
    /** 'substituido': a later boleto covers one of its instalments; it can no longer settle them. */
    situacao: text('situacao', { enum: ['aberto', 'pago', 'cancelado', 'substituido'] })
      .notNull()
      .default('aberto'),
    tipo: text('tipo', { enum: ['parcelas', 'quitacao'] })
      .notNull()
      .default('parcelas'),
    /** Print hash of …/imprimir/{hash}: not guessable from the nosso número. */
    hash: text('hash').notNull().unique(),
    /** Instalments + due date + amount: generating the same selection again returns this boleto. */
    chaveSelecao: text('chave_selecao').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    pagoEm: timestamp('pago_em', { withTimezone: true }),
    /** The bank's payment date and amount, and who settled it ('operador:<nome>', 'retorno:<arquivo>'). */
    dataPagamento: date('data_pagamento', { mode: 'string' }),
    valorPagoCentavos: bigint('valor_pago_centavos', { mode: 'number' }),
    baixadoPor: text('baixado_por'),
  },
  (t) => [
    index('boletos_selecao_idx').on(t.clienteId, t.chaveSelecao),
    index('boletos_cota_idx').on(t.cotaId),
    // Target of boleto_parcelas' (boleto_id, situacao_boleto) key: the situação cascades to the instalments.
    unique('boletos_id_situacao_unique').on(t.id, t.situacao),
    // The same selection twice is the same boleto while it is open (also for a quitação with no instalment).
    uniqueIndex('boletos_selecao_aberta_idx')
      .on(t.clienteId, t.chaveSelecao)
      .where(sql`${t.situacao} = 'aberto'`),
  ],
);

/**
 * The instalments a boleto pays. `situacao_boleto` is the boleto's situação, copied by the database itself: the
 * composite foreign key (boleto_id, situacao_boleto) → boletos (id, situacao) cascades every change of the
 * boleto's situação to its rows, so the partial unique index below can say "one open boleto per instalment".
 */
export const boletoParcelas = pgTable(
  'boleto_parcelas',
  {
    boletoId: integer('boleto_id').notNull(),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcelas.id),
    /** The instalment's share, charges included. */
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    situacaoBoleto: text('situacao_boleto', { enum: ['aberto', 'pago', 'cancelado', 'substituido'] })
      .notNull()
      .default('aberto'),
  },
  (t) => [
    primaryKey({ columns: [t.boletoId, t.parcelaId] }),
    foreignKey({
      name: 'boleto_parcelas_boleto_situacao_fk',
      columns: [t.boletoId, t.situacaoBoleto],
      foreignColumns: [boletos.id, boletos.situacao],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    uniqueIndex('boleto_parcelas_um_aberto_idx')
      .on(t.parcelaId)
      .where(sql`${t.situacaoBoleto} = 'aberto'`),
  ],
);

/** Instalments the customer marked on the list (spec §4: mark, generate, fetch, unmark). */
export const cobrancasMarcadas = pgTable(
  'cobrancas_marcadas',
  {
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcelas.id, { onDelete: 'cascade' }),
    marcadaEm: timestamp('marcada_em', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The boleto these marks generated: a generated mark no longer shows as marked, and generating again (a
     * double click, 20 requests at once) answers that same boleto while it is open. Marking again clears it.
     */
    boletoId: integer('boleto_id').references(() => boletos.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.clienteId, t.parcelaId] })],
);

/** Bank return files imported by the back-office: the same file twice settles nothing twice. */
export const retornosBancarios = pgTable('retornos_bancarios', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the file's content. */
  hash: text('hash').notNull().unique(),
  nomeArquivo: text('nome_arquivo').notNull(),
  operadorId: integer('operador_id').notNull(),
  importadoEm: timestamp('importado_em', { withTimezone: true }).notNull().defaultNow(),
  /** What the import reported (resultadoRetornoSchema), shown again on a repeated upload. */
  resultado: jsonb('resultado').notNull(),
});

/**
 * Money received that settled nothing (issue 13, "nothing received is lost"): a payment of a boleto already
 * paid, superseded or cancelled, or whose instalments were already paid. It stays on the customer's statement
 * and in the back-office, and opens (or notes on) the quota's refund case.
 */
export const pagamentosDuplicados = pgTable(
  'pagamentos_duplicados',
  {
    id: serial('id').primaryKey(),
    boletoId: integer('boleto_id')
      .notNull()
      .references(() => boletos.id),
    /** The quota the refund is owed on: the boleto's. */
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    dataPagamento: date('data_pagamento', { mode: 'string' }).notNull(),
    origem: text('origem', { enum: ['operador', 'retorno'] }).notNull(),
    /** 'operador:<nome>' or 'retorno:<arquivo>', as boletos.baixado_por. */
    registradoPor: text('registrado_por').notNull(),
    motivo: text('motivo', {
      enum: ['boleto_pago', 'boleto_substituido', 'boleto_cancelado', 'parcelas_pagas'],
    }).notNull(),
    /** The refund case opened (or noted) for it. */
    casoId: integer('caso_id').references(() => casos.id),
    registradoEm: timestamp('registrado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pagamentos_duplicados_cota_idx').on(t.cotaId),
    index('pagamentos_duplicados_boleto_idx').on(t.boletoId),
  ],
);
