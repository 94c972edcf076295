import { ajudaOperacoes, type FaqBuscaResposta } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, prefixo } from '@/lib/operacoes';
import { buscaQueryOptions, type PedidoBusca } from './use-busca';

function comVoto(resposta: FaqBuscaResposta | undefined, id: number, voto: boolean | null) {
  if (!resposta) return resposta;
  return { ...resposta, data: resposta.data.map((p) => (p.id === id ? { ...p, is_helpful: voto } : p)) };
}

/**
 * The helpful-or-not vote on the question screen (voting again replaces it), shown at once. Spec §8: when the
 * call fails, the previous question is restored and the error is rethrown (the mutation's error, which the
 * screen shows).
 */
export function useVotarPergunta(
  idParceiro: number,
  idCota: number,
  pedido: Extract<PedidoBusca, { tipo: 'pergunta' }>,
) {
  const queryClient = useQueryClient();
  const { queryKey } = buscaQueryOptions(idParceiro, idCota, pedido);
  return useMutation({
    // The vote shows its own error under the buttons: no 'Ops ;)' modal over the answer.
    meta: { erroTratado: true },
    mutationFn: ({ id, util }: { id: number; util: boolean }) =>
      chamar(ajudaOperacoes.votar, { body: { is_helpful: util, id_cota: idCota, question_id: id } }),
    onMutate: async ({ id, util }) => {
      await queryClient.cancelQueries({ queryKey });
      const anterior = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (atual) => comVoto(atual, id, util));
      return { anterior };
    },
    onError: (_erro, _voto, contexto) => {
      queryClient.setQueryData(queryKey, contexto?.anterior);
    },
    onSuccess: (pergunta) => {
      queryClient.setQueryData(queryKey, (atual) => comVoto(atual, pergunta.id, pergunta.is_helpful));
      // Lists and searches carry the vote too: asked again when next shown.
      void queryClient.invalidateQueries({
        queryKey: prefixo('/faq/search/{partner}', { partner: idParceiro }),
        refetchType: 'none',
      });
    },
  });
}
