import { confirmacaoLanceRespostaSchema, type ConfirmacaoLanceBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveLances } from './get-credenciamento-lance';

/**
 * POST {id}/credenciamento-lance: registers the simulated bid. The `identificador` makes it idempotent: the same
 * confirmation twice (double click, retry after a dropped answer) is one bid with one protocol.
 */
export function postCredenciamentoLance(idCota: number, corpo: ConfirmacaoLanceBody) {
  return api.post(`/cotas/${idCota}/credenciamento-lance`, corpo, { schema: confirmacaoLanceRespostaSchema });
}

export function useConfirmarLance(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: ConfirmacaoLanceBody) => postCredenciamentoLance(idCota, corpo),
    meta: { erroTratado: true },
    onSuccess: (resposta) => {
      // A new bid changes the rules (active bid), the history and where the group's bids stand.
      if (resposta.protocolo) void queryClient.invalidateQueries({ queryKey: chaveLances(idCota) });
    },
  });
}
