/**
 * The login's messages and codes, without zod: the login page and the app shell import them by this module's
 * path (ADR 0040), so the first page evaluates no schema.
 */
export const MENSAGEM_LOGIN_FALHOU = 'Não foi possível fazer o login. Confira seus dados e tente novamente.';

export const MENSAGEM_ERRO_BIOMETRIA =
  'Não foi possível entrar com a biometria. Digite sua senha para continuar.';

/**
 * The passkey login's refusal when the server has no such credential (removed, or never enrolled here): the
 * web then forgets it on this device. The message stays the spec's, whatever the reason.
 */
export const CODIGO_CREDENCIAL_DESCONHECIDA = 'CREDENCIAL_DESCONHECIDA';
