import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';

/**
 * The person's registration data (03 §3). It belongs to the person, not to a quota: every quota of theirs
 * shows and changes the same rows. Each list has exactly one principal entry per person — the partial unique
 * indexes hold "at most one"; the API keeps "at least one" by moving the flag, never clearing it.
 */

export const enderecos = pgTable(
  'enderecos',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    idTipoEndereco: integer('id_tipo_endereco').notNull(),
    /** Eight digits, no hyphen (03 §5). */
    cep: text('cep').notNull(),
    endereco: text('endereco').notNull(),
    /** Text: '120', '120A', 'S/N'. */
    numeroEndereco: text('numero_endereco').notNull(),
    complemento: text('complemento'),
    bairro: text('bairro').notNull(),
    /** IBGE municipality code. */
    idCidade: integer('id_cidade').notNull(),
    caixaPostal: text('caixa_postal'),
    referencia: text('referencia'),
    principal: boolean('principal').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enderecos_cliente_idx').on(t.clienteId),
    uniqueIndex('enderecos_um_principal_idx')
      .on(t.clienteId)
      .where(sql`${t.principal}`),
    check('enderecos_cep_check', sql`${t.cep} ~ '^[0-9]{8}$'`),
  ],
);

export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    principal: boolean('principal').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('emails_cliente_email_key').on(t.clienteId, t.email),
    uniqueIndex('emails_um_principal_idx')
      .on(t.clienteId)
      .where(sql`${t.principal}`),
    check('emails_minusculo_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const telefones = pgTable(
  'telefones',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    /** DDD + number, digits only. */
    telefone: text('telefone').notNull(),
    /** 1 residential, 2 commercial, 3 mobile (03 §5). */
    idTipoTelefone: integer('id_tipo_telefone').notNull(),
    /** IBGE municipality code of the line, when known. */
    idCidade: integer('id_cidade'),
    principal: boolean('principal').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('telefones_cliente_telefone_key').on(t.clienteId, t.telefone),
    uniqueIndex('telefones_um_principal_idx')
      .on(t.clienteId)
      .where(sql`${t.principal}`),
    check('telefones_numero_check', sql`${t.telefone} ~ '^[0-9]{10,11}$'`),
    check(
      'telefones_tipo_check',
      sql`${t.idTipoTelefone} in (1, 2, 3) and (${t.idTipoTelefone} = 3) = (length(${t.telefone}) = 11)`,
    ),
  ],
);

/**
 * An individual's personal data (03 §3 "Personal data fields"). Identity columns are null until known: they
 * change only when an analyst approves a registration-update case.
 */
export const pessoasFisicas = pgTable(
  'pessoas_fisicas',
  {
    clienteId: integer('cliente_id')
      .primaryKey()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    nomeCompleto: text('nome_completo'),
    dataNascimento: date('data_nascimento', { mode: 'string' }),
    nacionalidade: text('nacionalidade'),
    genero: text('genero'),
    idTipoDocumento: integer('id_tipo_documento'),
    numeroDocumento: text('numero_documento'),
    nomeMae: text('nome_mae'),
    nomePai: text('nome_pai'),
    /** The `estados-civil` list; 2 is married (domain `ESTADO_CIVIL_CASADO`). */
    idEstadoCivil: integer('id_estado_civil'),
    nomeConjuge: text('nome_conjuge'),
    idRegimeCasamento: integer('id_regime_casamento'),
    pessoaPoliticamenteExposta: boolean('pessoa_politicamente_exposta').notNull().default(false),
    pessoaComDeficiencia: boolean('pessoa_com_deficiencia').notNull().default(false),
    idTipoAcessibilidade: integer('id_tipo_acessibilidade'),
    idProfissao: integer('id_profissao'),
    nomeEmpresa: text('nome_empresa'),
    dataAdmissao: date('data_admissao', { mode: 'string' }),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 03 §3: the spouse's name is required when married.
    check(
      'pessoas_fisicas_conjuge_check',
      sql`${t.idEstadoCivil} is distinct from 2 or coalesce(btrim(${t.nomeConjuge}), '') <> ''`,
    ),
  ],
);

/** A company's data and its legal representative. */
export const pessoasJuridicas = pgTable('pessoas_juridicas', {
  clienteId: integer('cliente_id')
    .primaryKey()
    .references(() => clientes.id, { onDelete: 'cascade' }),
  razaoSocial: text('razao_social'),
  nomeFantasia: text('nome_fantasia'),
  dataFundacao: date('data_fundacao', { mode: 'string' }),
  inscricaoEstadual: text('inscricao_estadual'),
  inscricaoMunicipal: text('inscricao_municipal'),
  atividadePrincipal: text('atividade_principal'),
  nomeRepresentante: text('nome_representante'),
  cpfRepresentante: text('cpf_representante'),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** Monthly income and total assets (03 §3 {valorRenda}, {valorPatrimonioTotal}), centavos, both optional. */
export const rendaPatrimonio = pgTable(
  'renda_patrimonio',
  {
    clienteId: integer('cliente_id')
      .primaryKey()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    valorRendaCentavos: bigint('valor_renda_centavos', { mode: 'number' }),
    valorPatrimonioTotalCentavos: bigint('valor_patrimonio_total_centavos', { mode: 'number' }),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('renda_patrimonio_renda_check', sql`${t.valorRendaCentavos} >= 0`),
    check('renda_patrimonio_patrimonio_check', sql`${t.valorPatrimonioTotalCentavos} >= 0`),
  ],
);
