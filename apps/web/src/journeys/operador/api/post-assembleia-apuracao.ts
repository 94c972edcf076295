import { apuracaoOperadorSchema, type ApuracaoOperador, type IniciarApuracaoBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR } from './chaves';
import { assembleiaQueryOptions } from './get-assembleia';
import { CHAVE_ASSEMBLEIAS_OPERADOR } from './get-assembleias';

/**
 * POST /operador/v1/assembleias/{id}/apuracao: with the Loteria Federal result, the API computes the whole
 * result once and publishes its first event ('assembleia-iniciada'); customers start watching.
 */
export function postAssembleiaApuracao(id: number, corpo: IniciarApuracaoBody) {
  return apiOperador.post(`/assembleias/${id}/apuracao`, corpo, { schema: apuracaoOperadorSchema });
}

export function useIniciarApuracao(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: IniciarApuracaoBody) => postAssembleiaApuracao(id, corpo),
    // The form shows the refusal (already started, out of order) itself.
    meta: { erroTratado: true },
    onSuccess: (apuracao: ApuracaoOperador) => {
      queryClient.setQueryData(assembleiaQueryOptions(id).queryKey, apuracao);
      void queryClient.invalidateQueries({ queryKey: [...CHAVE_ASSEMBLEIAS_OPERADOR, 'lista'] });
      void queryClient.invalidateQueries({ queryKey: [...CHAVE_OPERADOR, 'auditoria'] });
    },
    // Someone else may have started it: the screen catches up.
    onError: () => void queryClient.invalidateQueries({ queryKey: CHAVE_ASSEMBLEIAS_OPERADOR }),
  });
}
