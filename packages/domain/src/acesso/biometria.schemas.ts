import { z } from '../comum/z.ts';
import { CODIGO_CREDENCIAL_DESCONHECIDA } from './acesso.mensagens.ts';

export const MENSAGEM_BIOMETRIA_NAO_ENCONTRADA = 'Biometria não encontrada.';
/** Longest name a passkey may have: it fits one line of the list and of the e-mail's subject. */
export const NOME_BIOMETRIA_MAXIMO = 40;

export const erroLoginBiometriaSchema = z.object({
  mensagem: z.string(),
  codigo: z.literal(CODIGO_CREDENCIAL_DESCONHECIDA).optional(),
});

/**
 * Passkeys (WebAuthn): the options and responses are the JSON forms @simplewebauthn produces and consumes
 * (PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON, …); validated in depth by the library.
 */
const jsonDoNavegador = z.record(z.string(), z.unknown());

export const opcoesBiometriaSchema = jsonDoNavegador;

/** A passkey's name: trimmed, 1–40 characters, one line (it goes into an e-mail's subject). */
const nomeBiometriaSchema = z
  .string({ error: 'Informe um nome para a biometria.' })
  .trim()
  .min(1, { error: 'Informe um nome para a biometria.' })
  .max(NOME_BIOMETRIA_MAXIMO, { error: `O nome pode ter até ${NOME_BIOMETRIA_MAXIMO} caracteres.` })
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, {
    error: 'O nome deve ter uma linha só, sem caracteres especiais.',
  });

export const registrarBiometriaBodySchema = z.object({
  resposta: jsonDoNavegador,
  /** The device's name as the browser guesses it ('Chrome no Android'); absent or blank, the list says so. */
  nomeDispositivo: z
    .string()
    .trim()
    .transform((nome) => nome.slice(0, NOME_BIOMETRIA_MAXIMO) || undefined)
    .pipe(nomeBiometriaSchema.optional())
    .optional(),
});

export const opcoesLoginBiometriaBodySchema = z.object({
  idParceiro: z.coerce.number().int().positive().optional(),
});

export const loginBiometriaBodySchema = z.object({
  resposta: jsonDoNavegador,
  idParceiro: z.coerce.number().int().positive().optional(),
});

/**
 * A WebAuthn credential id as the browser sends it: base64url, at most 1023 bytes (W3C WebAuthn §5.1), so at
 * most 1364 characters. Anything else names no passkey and is refused before a query runs.
 */
export const biometriaParamsSchema = z.object({
  id: z
    .string({ error: MENSAGEM_BIOMETRIA_NAO_ENCONTRADA })
    .regex(/^[A-Za-z0-9_-]{1,1364}$/, { error: MENSAGEM_BIOMETRIA_NAO_ENCONTRADA }),
});

export const renomearBiometriaBodySchema = z.object({ nome: nomeBiometriaSchema });

export const biometriaCadastradaSchema = z.object({
  /** The credential id: the `{id}` of rename and remove, and what the device remembers. */
  id: z.string(),
  /** What the list shows of the id: its last characters only. */
  idMascarado: z.string(),
  nomeDispositivo: z.string().nullable(),
  criadaEm: z.string(),
  /** Last login with it (ISO), null before the first. */
  usadaEm: z.string().nullable(),
});
export const biometriasSchema = z.array(biometriaCadastradaSchema);

/** '•••• Xy3_9Q': enough to tell two passkeys apart on the screen, not the whole id. */
export const mascararCredencial = (id: string): string => `•••• ${id.slice(-6)}`;
