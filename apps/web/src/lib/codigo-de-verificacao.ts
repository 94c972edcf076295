import { acessoOperacoes, ERROS_CODIGO, type ErroCodigo } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from './api';
import { chamar } from './operacoes';

/**
 * SMS verification codes for the sensitive changes, with the CodeInput component: POST /cotas/{id}/verificacao
 * sends a 4-character code to the customer's phone (answer: the masked destination and its validity).
 */
function useEnviarCodigo() {
  return useMutation({
    mutationFn: (idCota: number) => chamar(acessoOperacoes.enviarCodigo, { params: { id: idCota } }),
    meta: { erroTratado: true },
  });
}

/** PATCH /cotas/{id}/verificacao {codigo}: checks the code the customer typed. */
function useValidarCodigo() {
  return useMutation({
    mutationFn: ({ idCota, codigo }: { idCota: number; codigo: string }) =>
      chamar(acessoOperacoes.validarCodigo, { params: { id: idCota }, body: { codigo } }),
    meta: { erroTratado: true },
  });
}

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
