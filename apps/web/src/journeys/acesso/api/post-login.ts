import { tokenRespostaSchema, type LoginBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { prepararSessao } from '../components/preparar-sessao';

/** POST /login (grant_type password, Basic client header added by the http client). */
export function postLogin(corpo: LoginBody) {
  return api.post('/login', corpo, { schema: tokenRespostaSchema });
}

/** Logs in and prepares the session. The form shows the error itself (the server's message). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    meta: { erroTratado: true },
    onSuccess: (tokens) => prepararSessao(queryClient, tokens),
  });
}
