import { casosOperacoes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';
import { definirAtualizacaoObrigatoria } from '@/lib/session';
import { invalidarCasosDaCota } from '@/lib/verificacao-de-casos';

/**
 * PATCH /core/dados-cadastrais/atualizar: the customer confirmed the data shown; the mandatory update ends.
 * 03 §4 "Confirming clears the flag": the session's flag, then every case-derived answer of the quota.
 */
export function useConfirmarDados(idCota: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => chamar(casosOperacoes.confirmarDados),
    onSuccess: async (resposta) => {
      if (idCota === undefined) return;
      definirAtualizacaoObrigatoria(idCota, resposta.atualizacaoObrigatoria);
      queryClient.removeQueries({ queryKey: chave(casosOperacoes.statusCadastral) });
      await invalidarCasosDaCota(queryClient, idCota);
    },
  });
}
