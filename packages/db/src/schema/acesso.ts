import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parceiros } from './parceiros.ts';

/** A quota holder: an individual (CPF) or a company (CNPJ, numeric or alphanumeric). */
export const clientes = pgTable('clientes', {
  id: serial('id').primaryKey(),
  /** Normalised national ID: no mask, upper-case. */
  inscricaoNacional: text('inscricao_nacional').notNull().unique(),
  tipoPessoa: text('tipo_pessoa', { enum: ['F', 'J'] }).notNull(),
  nome: text('nome').notNull(),
  dataNascimentoFundacao: date('data_nascimento_fundacao', { mode: 'string' }),
  email: text('email'),
  telefoneCelular: text('telefone_celular'),
  telefoneFixo: text('telefone_fixo'),
  senhaHash: text('senha_hash').notNull(),
  senhaExpirada: boolean('senha_expirada').notNull().default(false),
  /** A provisional password (forgot-password) works beside the current one until used or expired. */
  senhaProvisoriaHash: text('senha_provisoria_hash'),
  senhaProvisoriaExpiraEm: timestamp('senha_provisoria_expira_em', { withTimezone: true }),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each login starts a family; every use rotates the token
 * (`usadoEm` set, a new row in the same family); presenting a used token again revokes the whole family,
 * unless it comes back within a few seconds of a refresh: then it gets the same successor (`sucessorHash`),
 * so two tabs refreshing at once both stay logged in.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    familia: uuid('familia').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    parceiroId: integer('parceiro_id')
      .notNull()
      .references(() => parceiros.id),
    cotaId: integer('cota_id').notNull(),
    transparente: boolean('transparente').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    /** Hash of the token a refresh rotated this one into (null when unused or ended by a quota switch). */
    sucessorHash: text('sucessor_hash'),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_familia_idx').on(t.familia),
    index('refresh_tokens_cliente_idx').on(t.clienteId),
  ],
);

/** Login attempts, per account key (national ID, or group/quota) and per IP, for the brute-force policy. */
export const tentativasLogin = pgTable(
  'tentativas_login',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chaveConta: text('chave_conta').notNull(),
    ip: text('ip').notNull(),
    sucesso: boolean('sucesso').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('tentativas_login_conta_idx').on(t.chaveConta, t.criadoEm),
    index('tentativas_login_ip_idx').on(t.ip, t.criadoEm),
  ],
);

/**
 * The brute-force counter of one key (an account, an address): ONE atomic upsert reserves an attempt before
 * the secret is compared, so N parallel tries count N. `reservadas` counts the attempts of the current streak
 * (in flight or failed), `falhas` the ones that failed; a success clears the streak, and a streak whose last
 * attempt is older than the lock window starts over.
 */
export const contadoresTentativas = pgTable('contadores_tentativas', {
  chave: text('chave').primaryKey(),
  reservadas: integer('reservadas').notNull().default(0),
  falhas: integer('falhas').notNull().default(0),
  ultimaEm: timestamp('ultima_em', { withTimezone: true }).notNull(),
  ultimaFalhaEm: timestamp('ultima_falha_em', { withTimezone: true }),
});

/** Secrets generated on first start when not given by the environment, shared by every API process. */
export const segredos = pgTable('segredos', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull(),
});

/** Single-use transparent-login tokens: the signed token names this row, which is burnt on exchange. */
export const tokensTransparentes = pgTable('tokens_transparentes', {
  id: uuid('id').primaryKey(),
  clienteId: integer('cliente_id')
    .notNull()
    .references(() => clientes.id, { onDelete: 'cascade' }),
  cotaId: integer('cota_id').notNull(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  usadoEm: timestamp('usado_em', { withTimezone: true }),
});

/**
 * SMS codes confirming sensitive changes: hashed, short-lived, limited attempts. One row per customer and
 * quota (unique index): a new code replaces the previous one in the same upsert that enforces one SMS a
 * minute, so only one code per quota is ever valid.
 */
export const codigosVerificacao = pgTable(
  'codigos_verificacao',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    cotaId: integer('cota_id').notNull(),
    codigoHash: text('codigo_hash').notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    verificadoEm: timestamp('verificado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The `auth_token` a verified code answered (03 §4), as its SHA-256: single use (`autorizacaoUsadaEm`),
     * for the session (refresh-token family) that verified it, until the code's `expiraEm`.
     */
    autorizacaoHash: text('autorizacao_hash'),
    autorizacaoFamilia: uuid('autorizacao_familia'),
    autorizacaoUsadaEm: timestamp('autorizacao_usada_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('codigos_verificacao_cliente_cota_key').on(t.clienteId, t.cotaId)],
);

/** Passkeys (WebAuthn credentials) a customer registered as the web's biometric login. */
export const credenciaisBiometria = pgTable('credenciais_biometria', {
  /** Credential id, base64url. */
  id: text('id').primaryKey(),
  clienteId: integer('cliente_id')
    .notNull()
    .references(() => clientes.id, { onDelete: 'cascade' }),
  chavePublica: text('chave_publica').notNull(),
  contador: bigint('contador', { mode: 'number' }).notNull().default(0),
  transportes: text('transportes').array().notNull().default([]),
  nomeDispositivo: text('nome_dispositivo'),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  usadoEm: timestamp('usado_em', { withTimezone: true }),
});

/** The session (refresh-token family) each passkey login opened: removing the passkey ends them. */
export const sessoesBiometria = pgTable(
  'sessoes_biometria',
  {
    familia: uuid('familia').primaryKey(),
    credencialId: text('credencial_id')
      .notNull()
      .references(() => credenciaisBiometria.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessoes_biometria_credencial_idx').on(t.credencialId)],
);

/** WebAuthn challenges handed out, each usable once within minutes. */
export const desafiosBiometria = pgTable('desafios_biometria', {
  desafio: text('desafio').primaryKey(),
  clienteId: integer('cliente_id').references(() => clientes.id, { onDelete: 'cascade' }),
  tipo: text('tipo', { enum: ['registro', 'login'] }).notNull(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  usadoEm: timestamp('usado_em', { withTimezone: true }),
});

/** Web app versions the server published (GET /versoes: the highest id is the latest). */
export const versoes = pgTable('versoes', {
  id: serial('id').primaryKey(),
  versao: text('versao').notNull().unique(),
  publicadaEm: timestamp('publicada_em', { withTimezone: true }).notNull().defaultNow(),
});
