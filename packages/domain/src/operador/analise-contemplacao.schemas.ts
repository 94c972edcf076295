import { z } from '../comum/z.ts';
import { centavosSchema } from '../comum/comum.schemas.ts';
import { decisoesAnalise, RESULTADOS_DOCUMENTO } from './analise-contemplacao.rules.ts';

/** Wire shapes of the analyst's contemplation analysis (issue 18, ADR 0031). */

const slaSchema = z.object({
  prazo: z.string(),
  minutosUteisRestantes: z.number().int(),
  atrasado: z.boolean(),
  texto: z.string(),
});

const clienteDaAnaliseSchema = z.object({ nome: z.string(), inscricaoNacional: z.string() });

/** GET /operador/v1/analises-contemplacao: the analyses waiting for an analyst, by SLA. */
export const itemFilaAnaliseSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  cliente: clienteDaAnaliseSchema,
  parceiro: z.string().nullable(),
  grupo: z.number().int(),
  cota: z.number().int(),
  /** When the documents arrived (the SLA's start). */
  enviadoEm: z.string(),
  sla: slaSchema,
});
export const filaAnaliseSchema = z.object({ data: z.array(itemFilaAnaliseSchema) });
export type ItemFilaAnalise = z.infer<typeof itemFilaAnaliseSchema>;

const resultadoDocumentoSchema = z.enum(RESULTADOS_DOCUMENTO, { error: 'Resultado de documento inválido.' });

/** GET /operador/v1/analises-contemplacao/{caseNumber}: documents, screening and what the customer reads. */
export const analiseContemplacaoSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  Status: z.string(),
  /** The case waits for the analyst (a decision may be taken). */
  aguardaDecisao: z.boolean(),
  cliente: clienteDaAnaliseSchema,
  cota: z.object({ idCota: z.number().int(), grupo: z.number().int(), cota: z.number().int() }),
  parceiro: z.string().nullable(),
  enviadoEm: z.string().nullable(),
  sla: slaSchema.nullable(),
  documentos: z.array(
    z.object({
      id: z.string(),
      codigo: z.string(),
      descricao: z.string(),
      /** A company's document: its section (Empresa, Sócio majoritário, …) and partner's name (ADR 0036). */
      grupo: z.string().nullable(),
      socio: z.string().nullable(),
      resultado: resultadoDocumentoSchema.nullable(),
      substituido: z.boolean(),
    }),
  ),
  crivo: z.object({
    parcelaCentavos: centavosSchema,
    rendaCentavos: centavosSchema.nullable(),
    comprometimento: z.number().nullable(),
    limite: z.number(),
    recomendacao: z.enum(['aprovar', 'reprovar']),
    motivo: z.string(),
  }),
  /** The case fields the customer screens read (02 §3). */
  DocumentosIlegiveis__c: z.string().nullable(),
  DocumentosIncompletos__c: z.string().nullable(),
  DocumentosIncorretos__c: z.string().nullable(),
  ExpliqueMotivo__c: z.string().nullable(),
});
export type AnaliseContemplacao = z.infer<typeof analiseContemplacaoSchema>;

/** PATCH /operador/v1/analises-contemplacao/{caseNumber}/decisao: one decision, one transition. */
export const decisaoAnaliseBodySchema = z.object({
  decisao: z.enum(decisoesAnalise, { error: 'Decisão inválida.' }),
  documentos: z
    .array(
      z.object({
        id: z.uuid({ error: 'Documento não pertence a esta análise.' }),
        resultado: resultadoDocumentoSchema,
      }),
      { error: 'Informe a revisão dos documentos.' },
    )
    .max(40, { error: 'Documentos demais.' })
    .default([]),
  expliqueMotivo: z
    .string()
    .trim()
    .max(2000, { error: 'O motivo tem no máximo 2000 caracteres.' })
    .nullable()
    .optional(),
  crivo: z
    .object({
      resultado: z.enum(['aprovar', 'reprovar'], { error: 'Resultado do crivo inválido.' }),
      justificativa: z
        .string()
        .trim()
        .max(1000, { error: 'A justificativa tem no máximo 1000 caracteres.' })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  /**
   * "Pedir documentos adicionais" (issue 18, ADR 0035): catalogue codes (`DOCUMENTOS`) the customer must send;
   * the rules refuse unknown or repeated codes, an empty list for that decision and any list for the others.
   */
  documentosAdicionais: z
    .array(z.string({ error: 'Documento adicional desconhecido.' }), {
      error: 'Informe os documentos adicionais.',
    })
    .max(20, { error: 'Documentos adicionais demais.' })
    .default([]),
});
export type DecisaoAnaliseBody = z.infer<typeof decisaoAnaliseBodySchema>;
