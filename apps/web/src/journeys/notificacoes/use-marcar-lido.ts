import { notificacoesOperacoes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, prefixo } from '@/lib/operacoes';

/**
 * Marks one item read (idempotent). Reading refreshes every list and item, so the navbar badge and the home
 * card fall at once.
 */
export function useMarcarLido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamar(notificacoesOperacoes.marcarLido, { body: { news_id: id } }),
    meta: { erroTratado: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: prefixo('/informativos') }),
  });
}
