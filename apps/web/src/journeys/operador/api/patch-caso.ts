import { casoDetalheOperadorSchema, type AlterarCasoOperadorBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR } from './chaves';
import { casoQueryOptions } from './get-caso';

/** PATCH /operador/v1/casos/{caseNumber}: the analyst's decision; answers the updated case. */
export function patchCaso(numero: string, corpo: AlterarCasoOperadorBody) {
  return apiOperador.patch(`/casos/${encodeURIComponent(numero)}`, corpo, {
    schema: casoDetalheOperadorSchema,
  });
}

export function useAlterarCaso(numero: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: AlterarCasoOperadorBody) => patchCaso(numero, corpo),
    // The form shows a refused phase or status (400) itself.
    meta: { erroTratado: true },
    onSuccess: (detalhe) => {
      queryClient.setQueryData(casoQueryOptions(numero).queryKey, detalhe);
      void queryClient.invalidateQueries({ queryKey: [...CHAVE_OPERADOR, 'casos'] });
      void queryClient.invalidateQueries({ queryKey: [...CHAVE_OPERADOR, 'auditoria'] });
    },
  });
}
