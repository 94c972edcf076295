/**
 * The API's answers (403) when the session's mode refuses a call (ADR 0016). The web recognises the second one:
 * an update that started in the middle of a session sends the customer to the mandatory-update screen.
 */
export const FORA_DO_ACESSO_TRANSPARENTE =
  'Esta opção não está disponível no acesso pelo link. Entre com seu CPF ou CNPJ e sua senha para usá-la.';

export const ATUALIZACAO_CADASTRAL_PENDENTE =
  'Antes de continuar, confirme ou atualize seus dados cadastrais.';
