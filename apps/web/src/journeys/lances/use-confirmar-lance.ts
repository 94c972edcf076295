import { lancesOperacoes, type ConfirmacaoLanceBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, prefixo } from '@/lib/operacoes';

/**
 * POST {id}/credenciamento-lance: registers the simulated bid. The `identificador` makes it idempotent: the same
 * confirmation twice (double click, retry after a dropped answer) is one bid with one protocol.
 */
export function useConfirmarLance(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmacaoLanceBody) =>
      chamar(lancesOperacoes.confirmar, { params: { id: idCota }, body }),
    meta: { erroTratado: true },
    onSuccess: (resposta) => {
      // A new bid changes the rules (active bid), the history and where the group's bids stand.
      if (resposta.protocolo)
        void queryClient.invalidateQueries({
          queryKey: prefixo('/cotas/{id}/credenciamento-lance', { id: idCota }),
        });
    },
  });
}
