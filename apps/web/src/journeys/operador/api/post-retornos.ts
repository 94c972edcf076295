import { resultadoRetornoSchema, type ImportarRetornoBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR } from './chaves';
import { CHAVE_BOLETOS_OPERADOR } from './get-boletos';

/** POST /operador/v1/retornos: imports a CNAB 240 return file (as text) and reports line by line. */
export function postRetornos(corpo: ImportarRetornoBody) {
  return apiOperador.post('/retornos', corpo, { schema: resultadoRetornoSchema });
}

export function useImportarRetorno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRetornos,
    // The screen shows a refused file (empty, not CNAB 240, too large) next to the file picker.
    meta: { erroTratado: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CHAVE_BOLETOS_OPERADOR });
      void queryClient.invalidateQueries({ queryKey: [...CHAVE_OPERADOR, 'auditoria'] });
    },
  });
}
