import { acessoOperacoes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { limparDadosDoCliente } from '@/lib/chaves';
import { rotaDeLogin } from '@/lib/dispositivo';
import { chamar } from '@/lib/operacoes';
import { limparSessaoLocal, sessao } from '@/lib/session';

/**
 * Logs out (POST /login/logout revokes the session on the server) even when the server cannot be reached: the
 * device is cleared either way.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      if (sessao.ler()) await chamar(acessoOperacoes.logout).catch(() => undefined);
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
