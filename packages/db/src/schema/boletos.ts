import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { cotas, parcelas } from './cotas.ts';

/** Sequence behind the nosso número: unique per boleto, never reused. */
export const nossoNumeroSeq = pgSequence('nosso_numero_seq', { startWith: 1 });

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
    nossoNumero: text('nosso_numero').notNull().unique(),
    codigoBarras: text('codigo_barras').notNull(),
    linhaDigitavel: text('linha_digitavel').notNull().unique(),
    pixCopiaECola: text('pix_copia_e_cola').notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    dataVencimento: date('data_vencimento', { mode: 'string' }).notNull(),
    situacao: text('situacao', { enum: ['aberto', 'pago', 'cancelado'] })
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
  ],
);

export const boletoParcelas = pgTable(
  'boleto_parcelas',
  {
    boletoId: integer('boleto_id')
      .notNull()
      .references(() => boletos.id, { onDelete: 'cascade' }),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcelas.id),
    /** The instalment's share, charges included. */
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.boletoId, t.parcelaId] })],
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
