import { z } from '../comum/z.ts';
import { MENSAGEM_DOCUMENTO_NAO_ENCONTRADO } from '../documentos/documentos.schemas.ts';
import { LIMITES_DE_DOCUMENTO, MENSAGENS_ENVIO_DOCUMENTO } from '../documentos/envio-de-documentos.rules.ts';
import { alteracaoCadastralSchema } from './dados-cadastrais.schemas.ts';

const MAXIMO = LIMITES_DE_DOCUMENTO.cadastro.quantidadeMaxima;
const idDocumento = z.uuid({ error: MENSAGEM_DOCUMENTO_NAO_ENCONTRADO });
const lista = z
  .array(idDocumento, { error: MENSAGEM_DOCUMENTO_NAO_ENCONTRADO })
  .max(MAXIMO, { error: MENSAGENS_ENVIO_DOCUMENTO.quantidade(MAXIMO) })
  .default([]);

/**
 * POST /cotas/{id}/dados-cadastrais/validacao-identidade: ids of files uploaded to the registration flow
 * (`POST /fluxos/cadastro/documentos`), by role. `documentos`: the personal document (one or more files,
 * e.g. front and back); `selfie`: the face picture, refused unless a personal document is sent with it or was
 * sent before; `documentosSocio`: a company's partner document, required before a company's selfie.
 */
export const validacaoIdentidadeBodySchema = z.object({
  documentos: lista,
  selfie: idDocumento.nullish().transform((v) => v ?? null),
  documentosSocio: lista,
});
export type ValidacaoIdentidadeBody = z.output<typeof validacaoIdentidadeBodySchema>;

export const PECAS_DE_IDENTIDADE = ['documento', 'selfie', 'documentoSocio'] as const;

/** The open registration-update case as the identity screens need it; null when the person has none open. */
export const situacaoValidacaoIdentidadeSchema = z.object({
  tipoPessoa: z.enum(['F', 'J']),
  exigeDocumentoSocio: z.boolean(),
  caso: z
    .object({
      CaseNumber: z.string(),
      Status: z.string(),
      Fase__c: z.string().nullable(),
      /** The analyst's lists (semicolon-separated, read with `mapaErrosDocumentos`) and explanation. */
      DocumentosIlegiveis__c: z.string().nullable(),
      DocumentosIncompletos__c: z.string().nullable(),
      DocumentosIncorretos__c: z.string().nullable(),
      ExpliqueMotivo__c: z.string().nullable(),
      /** The changes waiting for the analyst (old → new). */
      alteracoes: z.array(alteracaoCadastralSchema),
      /** Files attached so far, by role (the newest selfie is the one analysed). */
      documentos: z.array(z.uuid()),
      selfie: z.uuid().nullable(),
      documentosSocio: z.array(z.uuid()),
      /** Roles still missing before the case goes to analysis; empty once it went. */
      faltam: z.array(z.enum(PECAS_DE_IDENTIDADE)),
    })
    .nullable(),
});
export type SituacaoValidacaoIdentidade = z.infer<typeof situacaoValidacaoIdentidadeSchema>;
