import { ERROS_CODIGO, type ErroCodigo } from '@portal/domain';
import { ApiError } from './api';

/**
 * Spec §8: the code errors' wording by the server's `codigo`; a malformed code gets the server's own message,
 * no connection says so, and anything else (RESOURCE_NOT_FOUND, unknown) is the system error.
 */
export function mensagemDoErroDeCodigo(erro: unknown): string {
  if (!(erro instanceof ApiError)) return ERROS_CODIGO.RESOURCE_NOT_FOUND;
  if (erro.codigo && erro.codigo in ERROS_CODIGO) return ERROS_CODIGO[erro.codigo as ErroCodigo];
  if (erro.status === 0 || (erro.status === 400 && !erro.codigo)) return erro.mensagem;
  return ERROS_CODIGO.RESOURCE_NOT_FOUND;
}
