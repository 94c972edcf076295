import { z } from 'zod';

export const MENSAGEM_ERRO_BIOMETRIA =
  'Não foi possível entrar com a biometria. Digite sua senha para continuar.';

/**
 * Passkeys (WebAuthn): the options and responses are the JSON forms @simplewebauthn produces and consumes
 * (PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON, …); validated in depth by the library.
 */
const jsonDoNavegador = z.record(z.string(), z.unknown());

export const opcoesBiometriaSchema = jsonDoNavegador;

export const registrarBiometriaBodySchema = z.object({
  resposta: jsonDoNavegador,
  nomeDispositivo: z.string().trim().max(80).optional(),
});

export const opcoesLoginBiometriaBodySchema = z.object({
  idParceiro: z.coerce.number().int().positive().optional(),
});

export const loginBiometriaBodySchema = z.object({
  resposta: jsonDoNavegador,
  idParceiro: z.coerce.number().int().positive().optional(),
});

export const biometriaCadastradaSchema = z.object({
  id: z.string(),
  nomeDispositivo: z.string().nullable(),
  criadaEm: z.string(),
});
export const biometriasSchema = z.array(biometriaCadastradaSchema);
