import { assembleiasOperacoes, chaveDoCaminho, type IniciarApuracaoBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';

/**
 * POST /operador/v1/assembleias/{id}/apuracao: with the Loteria Federal result, the API computes the whole
 * result once and publishes its first event ('assembleia-iniciada'); customers start watching.
 */
export function useIniciarApuracao(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IniciarApuracaoBody) =>
      chamar(assembleiasOperacoes.iniciarApuracao, { params: { id }, body }),
    // The form shows the refusal (already started, out of order) itself.
    meta: { erroTratado: true },
    onSuccess: (apuracao) => {
      queryClient.setQueryData(chave(assembleiasOperacoes.apuracaoOperador, { params: { id } }), apuracao);
      void queryClient.invalidateQueries({
        queryKey: chave(assembleiasOperacoes.listarOperador),
        exact: true,
      });
      void queryClient.invalidateQueries({ queryKey: chaveDoCaminho('/auditoria', {}, {}, 'operador') });
    },
    // Someone else may have started it: the screen (list and run) catches up.
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: chave(assembleiasOperacoes.listarOperador) }),
  });
}
