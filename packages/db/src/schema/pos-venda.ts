import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { casos } from './casos.ts';
import { cotas } from './cotas.ts';
import { operadores } from './operador.ts';
import { parceiros } from './parceiros.ts';

/**
 * After-sales onboarding (03 §2, §4; issue 22, ADR 0054): one row per after-sales case, the customer's walk
 * through it. The birth-year attempts are counted here by one atomic statement (at most 2, the CHECK), and
 * the block opens the call-back in that same statement: one row, one pending call-back at a time.
 */
export const onboardingsPosVenda = pgTable(
  'onboardings_pos_venda',
  {
    id: serial('id').primaryKey(),
    casoId: integer('caso_id')
      .notNull()
      .unique()
      .references(() => casos.id),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    /** The partner whose portal the customer came through (the back-office filters by it, ADR 0053). */
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    /** The step to resume at (a step of `SEQUENCIA_POS_VENDA`). */
    passo: text('passo').notNull().default('validacao-seguranca'),
    errosAno: smallint('erros_ano').notNull().default(0),
    anoConfirmadoEm: timestamp('ano_confirmado_em', { withTimezone: true }),
    identidadeEnviadaEm: timestamp('identidade_enviada_em', { withTimezone: true }),
    bloqueadoEm: timestamp('bloqueado_em', { withTimezone: true }),
    /** Each step's answer, by step (the sale-promise and clarity questions among them). */
    respostas: jsonb('respostas').$type<Record<string, unknown>>().notNull().default({}),
    entregaBoleto: text('entrega_boleto'),
    /** The pending call-back: 'pendente' while the analysts owe the call, 'concluido' once made. */
    retornoSituacao: text('retorno_situacao'),
    retornoMotivo: text('retorno_motivo'),
    retornoTelefone: text('retorno_telefone'),
    retornoPeriodo: text('retorno_periodo'),
    retornoPedidoEm: timestamp('retorno_pedido_em', { withTimezone: true }),
    /** The phase the case was in when the call-back was asked for: it goes back there once made. */
    retornoFaseAnterior: text('retorno_fase_anterior'),
    retornoConcluidoEm: timestamp('retorno_concluido_em', { withTimezone: true }),
    retornoOperadorId: integer('retorno_operador_id').references(() => operadores.id),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('onboardings_pos_venda_erros_ano_check', sql`${t.errosAno} between 0 and 2`),
    check(
      'onboardings_pos_venda_entrega_boleto_check',
      sql`${t.entregaBoleto} is null or ${t.entregaBoleto} in ('email', 'correio')`,
    ),
    check(
      'onboardings_pos_venda_retorno_check',
      sql`${t.retornoSituacao} is null or (${t.retornoSituacao} in ('pendente', 'concluido') and ${t.retornoMotivo} in ('bloqueio', 'cliente'))`,
    ),
    check(
      'onboardings_pos_venda_bloqueio_check',
      sql`${t.bloqueadoEm} is null or ${t.errosAno} = 2 or ${t.retornoSituacao} = 'concluido'`,
    ),
    index('onboardings_pos_venda_fila_idx')
      .on(t.retornoPedidoEm)
      .where(sql`${t.retornoSituacao} = 'pendente'`),
    index('onboardings_pos_venda_cota_idx').on(t.cotaId),
  ],
);
