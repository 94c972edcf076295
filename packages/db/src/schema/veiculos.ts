import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes } from './acesso.ts';
import { casos } from './casos.ts';
import { cotas } from './cotas.ts';
import { operadores } from './operador.ts';

/**
 * The vehicle and dealer catalogue of goods billing (issue 19, migration 0040, ADR 0039), owned by the
 * faturamento module: brands, models with their years and reference values, dealers, and the customers'
 * inclusion requests the analysts answer in the back-office.
 */

const TIPOS = sql`('LEVE', 'MOTOCICLETA', 'UTILITARIO', 'PESADO', 'SUV_CAMIONETE', 'ONIBUS')`;

/** A brand (fabricante). `chave` is the name's search key (chaveDeBuscaVeiculo): one brand per key. */
export const fabricantes = pgTable(
  'fabricantes',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    chave: text('chave').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fabricantes_chave_key').on(t.chave)],
);

/** A model of a brand (modelo de bem) with its vehicle type (02 §3). One model per brand and key. */
export const modelosBem = pgTable(
  'modelos_bem',
  {
    id: serial('id').primaryKey(),
    fabricanteId: integer('fabricante_id')
      .notNull()
      .references(() => fabricantes.id),
    nome: text('nome').notNull(),
    chave: text('chave').notNull(),
    tipoVeiculo: text('tipo_veiculo').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('modelos_bem_fabricante_chave_key').on(t.fabricanteId, t.chave),
    check('modelos_bem_tipo_veiculo_check', sql`${t.tipoVeiculo} in ${TIPOS}`),
  ],
);

/** A model year ('manufacture/model') with its reference value in centavos. */
export const modelosBemAnos = pgTable(
  'modelos_bem_anos',
  {
    modeloId: integer('modelo_id')
      .notNull()
      .references(() => modelosBem.id, { onDelete: 'cascade' }),
    anoFabricacao: integer('ano_fabricacao').notNull(),
    anoModelo: integer('ano_modelo').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.modeloId, t.anoModelo, t.anoFabricacao] }),
    check(
      'modelos_bem_anos_ano_check',
      sql`${t.anoModelo} in (${t.anoFabricacao}, ${t.anoFabricacao} + 1) and ${t.anoFabricacao} between 1950 and 2100`,
    ),
    check('modelos_bem_anos_valor_check', sql`${t.valorCentavos} > 0`),
  ],
);

/** A dealer (concessionária, the supplier of 02 §7) by its CNPJ (14 characters, alphanumeric allowed). */
export const concessionarias = pgTable(
  'concessionarias',
  {
    id: serial('id').primaryKey(),
    cnpj: text('cnpj').notNull(),
    razaoSocial: text('razao_social').notNull(),
    nomeFantasia: text('nome_fantasia'),
    cidade: text('cidade').notNull(),
    uf: text('uf').notNull(),
    /** The brands it sells (names as in `fabricantes`). */
    marcas: text('marcas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('concessionarias_cnpj_key').on(t.cnpj),
    check('concessionarias_cnpj_check', sql`${t.cnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
  ],
);

export const TIPOS_SOLICITACAO_INCLUSAO = ['CONCESSIONARIA', 'MARCA_MODELO'] as const;
export const SITUACOES_SOLICITACAO_INCLUSAO = ['PENDENTE', 'ATENDIDA', 'RECUSADA'] as const;

/**
 * A customer's request to include a dealer (not found by CNPJ) or a brand/model (not in the catalogue), analysed
 * within 48 h (02 §9). At most one pending request per quota and key (the CNPJ, or the brand and model keys):
 * a partial unique index, so 20 parallel requests leave one.
 */
export const solicitacoesInclusao = pgTable(
  'solicitacoes_inclusao',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').$type<(typeof TIPOS_SOLICITACAO_INCLUSAO)[number]>().notNull(),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    /** The CNPJ, or 'brand key|model key'. */
    chave: text('chave').notNull(),
    cnpj: text('cnpj'),
    razaoSocial: text('razao_social'),
    cidade: text('cidade'),
    uf: text('uf'),
    nomeFabricante: text('nome_fabricante'),
    nomeBem: text('nome_bem'),
    tipoVeiculo: text('tipo_veiculo'),
    situacao: text('situacao')
      .$type<(typeof SITUACOES_SOLICITACAO_INCLUSAO)[number]>()
      .notNull()
      .default('PENDENTE'),
    resposta: text('resposta'),
    operadorId: integer('operador_id').references(() => operadores.id),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    respondidoEm: timestamp('respondido_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('solicitacoes_inclusao_pendente_key')
      .on(t.cotaId, t.tipo, t.chave)
      .where(sql`${t.situacao} = 'PENDENTE'`),
    index('solicitacoes_inclusao_situacao_idx').on(t.situacao, t.criadoEm),
    check('solicitacoes_inclusao_tipo_check', sql`${t.tipo} in ('CONCESSIONARIA', 'MARCA_MODELO')`),
    check('solicitacoes_inclusao_situacao_check', sql`${t.situacao} in ('PENDENTE', 'ATENDIDA', 'RECUSADA')`),
    check(
      'solicitacoes_inclusao_campos_check',
      sql`(${t.tipo} = 'CONCESSIONARIA' and ${t.cnpj} is not null) or (${t.tipo} = 'MARCA_MODELO' and ${t.nomeFabricante} is not null and ${t.nomeBem} is not null and ${t.tipoVeiculo} in ${TIPOS})`,
    ),
    check(
      'solicitacoes_inclusao_resposta_check',
      sql`(${t.situacao} = 'PENDENTE') = (${t.respondidoEm} is null)`,
    ),
  ],
);

export const TIPOS_TAXA_VISTORIA = ['VISTORIA', 'REVISTORIA'] as const;

/**
 * The inspection fees of a used-vehicle billing (issue 21, migration 0047, ADR 0047; 02 §9): R$ 150,00 per
 * vehicle's inspection, R$ 75,00 per re-inspection after the inspector was not received, deducted from the
 * credit. `rodada` is the case's vehicle (1, 2… after "choose another vehicle"), `ordem` the re-inspection of
 * that vehicle: the unique index charges each at most once, whatever runs in parallel.
 */
export const taxasVistoria = pgTable(
  'taxas_vistoria',
  {
    id: serial('id').primaryKey(),
    casoId: integer('caso_id')
      .notNull()
      .references(() => casos.id),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    tipo: text('tipo').$type<(typeof TIPOS_TAXA_VISTORIA)[number]>().notNull(),
    rodada: integer('rodada').notNull(),
    ordem: integer('ordem').notNull().default(1),
    valorCentavos: integer('valor_centavos').notNull(),
    /** Who charged it: the customer booking the inspection (null) or the analyst recording the missed visit. */
    operadorId: integer('operador_id').references(() => operadores.id),
    cobradaEm: timestamp('cobrada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('taxas_vistoria_uma_por_rodada_key').on(t.casoId, t.tipo, t.rodada, t.ordem),
    index('taxas_vistoria_cota_idx').on(t.cotaId),
    check('taxas_vistoria_tipo_check', sql`${t.tipo} in ('VISTORIA', 'REVISTORIA')`),
    check('taxas_vistoria_rodada_check', sql`${t.rodada} >= 1 and ${t.ordem} >= 1`),
    check('taxas_vistoria_valor_check', sql`${t.valorCentavos} > 0`),
  ],
);

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The customer's electronic signature of a used-vehicle billing authorization (issue 21, migration 0057,
 * ADR 0057): the exact PDF they accepted with an SMS code, its SHA-256, when and from which address. One per
 * case (the primary key): of two signatures racing, one is stored and the other finds it. Never updated.
 */
export const autorizacoesFaturamento = pgTable(
  'autorizacoes_faturamento',
  {
    casoId: integer('caso_id')
      .primaryKey()
      .references(() => casos.id),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    pdf: bytes('pdf').notNull(),
    sha256: text('sha256').notNull(),
    ip: text('ip').notNull(),
    assinadaEm: timestamp('assinada_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('autorizacoes_faturamento_cota_idx').on(t.cotaId),
    check('autorizacoes_faturamento_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('autorizacoes_faturamento_ip_check', sql`length(${t.ip}) between 1 and 64`),
  ],
);
