import { notificacoesOperacoes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, prefixo } from '@/lib/operacoes';
import { sessao } from '@/lib/session';
import { resumoDaHomeQueryOptions } from '@/lib/verificacao-de-casos';

/**
 * Marks one item read (idempotent). Reading refreshes every list and item and the home's summary (where the
 * navbar badge reads its count), so the badge and the home card fall at once.
 */
export function useMarcarLido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamar(notificacoesOperacoes.marcarLido, { body: { news_id: id } }),
    meta: { erroTratado: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prefixo('/informativos') });
      const idCota = sessao.ler()?.idCotaPadrao;
      if (idCota !== undefined)
        void queryClient.invalidateQueries({ queryKey: resumoDaHomeQueryOptions(idCota).queryKey });
    },
  });
}
