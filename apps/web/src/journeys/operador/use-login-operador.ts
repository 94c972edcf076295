import { operadorOperacoes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar } from '@/lib/operacoes';
import { iniciarSessaoOperador } from '@/lib/sessao-operador';
import { CHAVE_OPERADOR } from './chaves';

/**
 * POST /operador/v1/login {email, senha}: the back-office session (ADR 0014: the access token in memory, the
 * refresh token in an HttpOnly cookie the server sets). The form shows the error itself (401 wrong
 * credentials, 429 locked out).
 */
export function useLoginOperador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; senha: string }) => chamar(operadorOperacoes.login, { body }),
    meta: { erroTratado: true },
    onSuccess: (tokens) => {
      queryClient.removeQueries({ queryKey: CHAVE_OPERADOR });
      iniciarSessaoOperador(tokens);
    },
  });
}
