import { tokenRespostaSchema, type LoginBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { limparDadosDoCliente } from '@/lib/queries/chaves';
import { definirCotaPadrao, salvarTokens } from '@/lib/session';
import { cotaSelecionadaQueryOptions } from './get-cota-selecionada';

/** POST /login (grant_type password, Basic client header added by the http client). */
export function postLogin(corpo: LoginBody) {
  return api.post('/login', corpo, { schema: tokenRespostaSchema });
}

/**
 * Logs in and prepares the session: the previous user's cache goes, tokens are stored (spec §3) and the
 * default quota object is fetched. The form shows the error itself (the server's message).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    meta: { erroTratado: true },
    onSuccess: async (tokens) => {
      limparDadosDoCliente(queryClient);
      salvarTokens(tokens);
      if (tokens.perfil.senhaExpirada) return; // the expired-password screen needs no quota
      try {
        definirCotaPadrao(await queryClient.fetchQuery(cotaSelecionadaQueryOptions()));
      } catch {
        // Not fatal: the screens fall back to the default quota id.
      }
    },
  });
}
