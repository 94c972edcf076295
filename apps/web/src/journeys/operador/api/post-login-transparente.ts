import { emitirTransparenteRespostaSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR } from './chaves';

/** POST /operador/v1/login-transparente: a 2-minute, single-use link into the customer's portal. */
export function postLoginTransparente(corpo: {
  inscricaoNacional: string;
  idCota: number;
  idParceiro: number;
}) {
  return apiOperador.post('/login-transparente', corpo, { schema: emitirTransparenteRespostaSchema });
}

export function useEmitirLinkTransparente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLoginTransparente,
    meta: { erroTratado: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...CHAVE_OPERADOR, 'auditoria'] }),
  });
}
