import { assembleiasOperacoes, chaveDoCaminho } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';

/**
 * POST /operador/v1/assembleias/{id}/proximo-evento: publishes the next step to the customers watching; the
 * last one applies the contemplations and closes the assembly.
 */
export function usePublicarProximoEvento(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => chamar(assembleiasOperacoes.proximoEvento, { params: { id } }),
    // The run view shows the refusal (another operator published it first, already closed) itself.
    meta: { erroTratado: true },
    onSuccess: (apuracao) => {
      queryClient.setQueryData(chave(assembleiasOperacoes.apuracaoOperador, { params: { id } }), apuracao);
      if (apuracao.assembleia.situacao === 'realizada') {
        void queryClient.invalidateQueries({
          queryKey: chave(assembleiasOperacoes.listarOperador),
          exact: true,
        });
        void queryClient.invalidateQueries({ queryKey: chaveDoCaminho('/auditoria', {}, {}, 'operador') });
      }
    },
  });
}
