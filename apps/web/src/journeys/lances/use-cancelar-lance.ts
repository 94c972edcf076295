import { lancesOperacoes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, prefixo } from '@/lib/operacoes';

/** PUT {id}/credenciamento-lance/cancelamento-lance/{protocolo}: cancels an active bid while bids are open. */
export function useCancelarLance(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (protocol: string) => chamar(lancesOperacoes.cancelar, { params: { id: idCota, protocol } }),
    meta: { erroTratado: true },
    onSettled: () => {
      // Even a refusal means the list was stale (the deadline passed, another device cancelled it).
      void queryClient.invalidateQueries({
        queryKey: prefixo('/cotas/{id}/credenciamento-lance', { id: idCota }),
      });
    },
  });
}
