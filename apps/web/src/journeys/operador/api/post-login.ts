import { tokenOperadorSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOperador } from '@/lib/api';
import { iniciarSessaoOperador } from '@/lib/sessao-operador';
import { CHAVE_OPERADOR } from './chaves';

/** POST /operador/v1/login {email, senha}: the back-office session (8 hours). */
export function postLogin(corpo: { email: string; senha: string }) {
  return apiOperador.post('/login', corpo, { schema: tokenOperadorSchema });
}

/** Logs the analyst in; the form shows the error itself (401 wrong credentials, 429 locked out). */
export function useLoginOperador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    meta: { erroTratado: true },
    onSuccess: (tokens) => {
      queryClient.removeQueries({ queryKey: CHAVE_OPERADOR });
      iniciarSessaoOperador(tokens);
    },
  });
}
