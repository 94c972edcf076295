import { cancelamentoLanceRespostaSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chaveLances } from './get-credenciamento-lance';

/** PUT {id}/credenciamento-lance/cancelamento-lance/{protocolo}: cancels an active bid while bids are open. */
export function putCancelamentoLance(idCota: number, protocolo: string) {
  return api.put(
    `/cotas/${idCota}/credenciamento-lance/cancelamento-lance/${encodeURIComponent(protocolo)}`,
    undefined,
    { schema: cancelamentoLanceRespostaSchema },
  );
}

export function useCancelarLance(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (protocolo: string) => putCancelamentoLance(idCota, protocolo),
    meta: { erroTratado: true },
    onSettled: () => {
      // Even a refusal means the list was stale (the deadline passed, another device cancelled it).
      void queryClient.invalidateQueries({ queryKey: chaveLances(idCota) });
    },
  });
}
