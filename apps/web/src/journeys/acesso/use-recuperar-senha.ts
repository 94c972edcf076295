import { acessoOperacoes, type RecuperarSenhaBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { chamar } from '@/lib/operacoes';

/**
 * POST /login/recuperar-senha/cliente (public): e-mails a provisional password when the data match. The
 * answer is the same either way, so it cannot reveal who is a customer.
 */
export function useRecuperarSenha() {
  return useMutation({
    mutationFn: (corpo: RecuperarSenhaBody) => chamar(acessoOperacoes.recuperarSenha, { body: corpo }),
    meta: { erroTratado: true },
  });
}
