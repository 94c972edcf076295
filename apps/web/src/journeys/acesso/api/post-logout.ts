import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { rotaDeLogin } from '@/lib/dispositivo';
import { limparDadosDoCliente } from '@/lib/queries/chaves';
import { limparSessaoLocal, sessao } from '@/lib/session';

/** POST /login/logout: revokes the refresh token on the server. */
export function postLogout(refreshToken: string) {
  return api.post<void>('/login/logout', { refresh_token: refreshToken });
}

/** Logs out even when the server cannot be reached: the device is cleared either way. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const refreshToken = sessao.ler()?.refreshToken;
      if (refreshToken) await postLogout(refreshToken).catch(() => undefined);
    },
    meta: { erroTratado: true },
    onSettled: async () => {
      // Leave the protected page first (flushSync: rendered before we go on), so the guard does not see a
      // protected page without a session and remember it as the next login's destination.
      await navigate(rotaDeLogin(), { replace: true, flushSync: true });
      limparSessaoLocal();
      limparDadosDoCliente(queryClient);
    },
  });
}
