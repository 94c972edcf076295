import { verificacaoEnviadaSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

/**
 * POST /cotas/{id}/verificacao: sends a 4-character code by SMS to the customer's phone (answer: the masked
 * destination and its validity). Used by the sensitive profile changes, with the CodeInput component.
 */
export function postVerificacao(idCota: number) {
  return api.post(`/cotas/${idCota}/verificacao`, {}, { schema: verificacaoEnviadaSchema });
}

export function useEnviarCodigo() {
  return useMutation({ mutationFn: postVerificacao, meta: { erroTratado: true } });
}
