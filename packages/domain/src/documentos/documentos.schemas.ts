import { z } from '../comum/z.ts';
import { casoParamsSchema } from '../casos/casos.schemas.ts';
import { FLUXOS_DE_DOCUMENTO, FLUXOS_DO_CLIENTE } from './envio-de-documentos.rules.ts';

export const MENSAGEM_DOCUMENTO_NAO_ENCONTRADO = 'Documento não encontrado.';

/** POST /fluxos/{fluxo}/documentos: the flow decides the types, size and count (LIMITES_DE_DOCUMENTO). */
export const fluxoParamsSchema = z.object({
  fluxo: z.enum(FLUXOS_DO_CLIENTE, { error: 'Fluxo de documentos inválido.' }),
});

export const documentoIdParamsSchema = z.object({
  id: z.uuid({ error: MENSAGEM_DOCUMENTO_NAO_ENCONTRADO }),
});

/** The documents of one of the caller's cases (GET /casos/{caseNumber}/documentos). */
export const documentosDoCasoParamsSchema = casoParamsSchema;

/** The back-office opens a file only through the case that claimed it (GET /operador/v1/casos/{…}/documentos/{id}). */
export const documentoDoCasoParamsSchema = casoParamsSchema.extend(documentoIdParamsSchema.shape);

/** An uploaded document as its owner sees it; the file itself is GET /documentos/{id}. */
export const documentoSchema = z.object({
  id: z.uuid(),
  fluxo: z.enum(FLUXOS_DE_DOCUMENTO),
  /** The name the customer's device gave it. */
  nome: z.string(),
  /** The type its bytes revealed. */
  tipo: z.string(),
  tamanho: z.number().int(),
  criadoEm: z.iso.datetime({ offset: true }),
  /** The case that claimed it (CaseNumber); null while it waits for one. */
  numeroCaso: z.string().nullable(),
});
export type Documento = z.infer<typeof documentoSchema>;

export const documentosSchema = z.object({ documentos: z.array(documentoSchema) });
