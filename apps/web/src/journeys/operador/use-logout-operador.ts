import { operadorOperacoes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar } from '@/lib/operacoes';
import { sairDoBackOffice } from '@/lib/sessao-operador';
import { CHAVE_OPERADOR } from './chaves';

/**
 * POST /operador/v1/logout (204) ends the server-side session and clears the refresh cookie. Logs out even
 * when the server cannot be reached: this device forgets the session either way.
 */
export function useLogoutOperador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => chamar(operadorOperacoes.logout).catch(() => undefined),
    meta: { erroTratado: true },
    // The layout, left without a session, shows the login (without a page to come back to).
    onSettled: () => {
      sairDoBackOffice();
      queryClient.removeQueries({ queryKey: CHAVE_OPERADOR });
    },
  });
}
