import { apuracaoOperadorSchema, type ApuracaoOperador } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR } from './chaves';
import { assembleiaQueryOptions } from './get-assembleia';
import { CHAVE_ASSEMBLEIAS_OPERADOR } from './get-assembleias';

/**
 * POST /operador/v1/assembleias/{id}/proximo-evento: publishes the next step to the customers watching; the
 * last one applies the contemplations and closes the assembly.
 */
export function postAssembleiaProximoEvento(id: number) {
  return apiOperador.post(`/assembleias/${id}/proximo-evento`, undefined, { schema: apuracaoOperadorSchema });
}

export function usePublicarProximoEvento(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postAssembleiaProximoEvento(id),
    // The run view shows the refusal (another operator published it first, already closed) itself.
    meta: { erroTratado: true },
    onSuccess: (apuracao: ApuracaoOperador) => {
      queryClient.setQueryData(assembleiaQueryOptions(id).queryKey, apuracao);
      if (apuracao.assembleia.situacao === 'realizada') {
        void queryClient.invalidateQueries({ queryKey: [...CHAVE_ASSEMBLEIAS_OPERADOR, 'lista'] });
        void queryClient.invalidateQueries({ queryKey: [...CHAVE_OPERADOR, 'auditoria'] });
      }
    },
  });
}
