import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { casos } from './casos.ts';
import { cotas } from './cotas.ts';

/** A document the customer sent with the case: the stored file (documentos.id) and which document it is. */
export interface DocumentoEnviadoNaSelecao {
  id: string;
  codigo: string;
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
  ],
);
