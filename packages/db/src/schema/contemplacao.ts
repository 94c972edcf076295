import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { casos } from './casos.ts';
import { cotas } from './cotas.ts';

/** A document the customer sent with the case: the stored file (documentos.id) and which document it is. */
export interface DocumentoEnviadoNaSelecao {
  id: string;
  codigo: string;
  /** A company's partner document: the partner's CPF (ADR 0036). */
  cpfSocio?: string | null;
}

/** A partner a company holder declares (ADR 0036, migration 0037). */
export interface SocioNaSelecao {
  nome: string;
  cpf: string;
  majoritario: boolean;
  administrador: boolean;
  entrouAposAdesao: boolean;
  tipoIdentificacao: string;
}

/**
 * The customer's document selection for an analysis case (02 §3 "Document selection"): income type, identity
 * document, third party, the documents sent with their codes, and the terms flags with their lock. Owned by the
 * contemplation module. Once `travado_em` is set the flags and the lock itself cannot change: the trigger of
 * migration 0030 refuses it, whatever statement tries.
 */
export const selecoesDocumentos = pgTable(
  'selecoes_documentos',
  {
    casoId: integer('caso_id')
      .primaryKey()
      .references(() => casos.id, { onDelete: 'cascade' }),
    cotaId: integer('cota_id')
      .notNull()
      .references(() => cotas.id),
    tipoRenda: text('tipo_renda'),
    tipoIdentificacao: text('tipo_identificacao'),
    listaCompleta: boolean('lista_completa').notNull().default(false),
    tipoIdentificacaoTerceiro: text('tipo_identificacao_terceiro'),
    documentosEnviados: jsonb('documentos_enviados')
      .$type<DocumentoEnviadoNaSelecao[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Catalogue codes the analyst asked for with "Pedir documentos adicionais" (issue 18, migration 0036). */
    documentosAdicionais: text('documentos_adicionais')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A company's partners (migration 0037): one to ten, exactly one majority partner. */
    socios: jsonb('socios').$type<SocioNaSelecao[]>(),
    aceiteTermos: boolean('aceite_termos').notNull().default(false),
    aceiteConsultaCredito: boolean('aceite_consulta_credito').notNull().default(false),
    travadoEm: timestamp('travado_em', { withTimezone: true }),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Only accepted terms can be locked.
    check(
      'selecoes_documentos_travado_aceito',
      sql`${t.travadoEm} is null or (${t.aceiteTermos} and ${t.aceiteConsultaCredito})`,
    ),
    check(
      'selecoes_documentos_socios_um_majoritario',
      sql`${t.socios} is null or (jsonb_typeof(${t.socios}) = 'array' and jsonb_array_length(${t.socios}) between 1 and 10 and jsonb_array_length(jsonb_path_query_array(${t.socios}, '$[*] ? (@.majoritario == true)')) = 1)`,
    ),
  ],
);
