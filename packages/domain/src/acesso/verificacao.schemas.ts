import { z } from '../comum/z.ts';

export const TAMANHO_CODIGO_VERIFICACAO = 4;
export const VALIDADE_CODIGO_VERIFICACAO_S = 900;
export const TENTATIVAS_CODIGO_VERIFICACAO = 5;
/** Spec 02 §9 and 03 §9: a new code (or provisional password) may be asked for 40 s after the last one. */
export const ESPERA_REENVIO_CODIGO_S = 40;

/** Spec §8: the code errors and their wording. */
export const ERROS_CODIGO = {
  INVALID_VALIDATION_CODE: 'Código inválido, tente novamente',
  VALIDATION_CODE_EXPIRED: 'Esse código expirou, tente novamente',
  VALIDATION_CODE_ALREADY_VERIFIED: 'Esse código já foi validado, tente novamente',
  RESOURCE_NOT_FOUND: 'Erro no sistema, tente novamente mais tarde',
} as const;
export type ErroCodigo = keyof typeof ERROS_CODIGO;

/** POST cotas/{id}/verificacao: a code was sent by SMS to the masked phone. */
export const verificacaoEnviadaSchema = z.object({
  destino: z.string(),
  expiraEm: z.string(),
  validadeSegundos: z.number().int(),
});

/** A well-formed code: 4 letters or digits, compared upper-cased. */
export const FORMATO_CODIGO = /^[A-Z0-9]{4}$/;

/** PATCH cotas/{id}/verificacao. The format is checked by the service, so a malformed code gets the same coded answer. */
export const validarCodigoBodySchema = z.object({
  codigo: z
    .string({ error: ERROS_CODIGO.INVALID_VALIDATION_CODE })
    .trim()
    .toUpperCase()
    .max(20, { error: ERROS_CODIGO.INVALID_VALIDATION_CODE }),
});

export const erroCodigoSchema = z.object({
  mensagem: z.string(),
  codigo: z.enum(Object.keys(ERROS_CODIGO) as [ErroCodigo, ...ErroCodigo[]]),
});
/**
 * A valid code answers the SMS authorisation of 03 §4 ("the response field auth_token is stored on status
 * 200"): single use, for this person, quota and session, until the code's own 15 minutes end (`expiraEm`).
 * The registration saves carry it (03 §7 "Save with auth token plus payload and idCota").
 */
export const codigoValidadoSchema = z.object({
  verificado: z.literal(true),
  auth_token: z.string(),
  expiraEm: z.string(),
});
