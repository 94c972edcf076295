import { informativoOperadorSchema, type PublicarInformativoBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR } from './chaves';
import { chaveInformativosOperador } from './get-informativos';

/** POST /operador/v1/informativos: publishes news to every customer of one partner (audited). */
export function postInformativos(corpo: PublicarInformativoBody) {
  return apiOperador.post('/informativos', corpo, { schema: informativoOperadorSchema });
}

export function usePublicarInformativo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInformativos,
    meta: { erroTratado: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chaveInformativosOperador });
      void queryClient.invalidateQueries({ queryKey: [...CHAVE_OPERADOR, 'auditoria'] });
    },
  });
}
