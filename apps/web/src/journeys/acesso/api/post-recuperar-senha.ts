import { mensagemSchema, type RecuperarSenhaBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * POST /login/recuperar-senha/cliente (public): e-mails a provisional password when the data match. The
 * answer is the same either way, so it cannot reveal who is a customer.
 */
export function postRecuperarSenha(corpo: RecuperarSenhaBody) {
  return api.post('/login/recuperar-senha/cliente', corpo, { schema: mensagemSchema });
}

export function useRecuperarSenha() {
  return useMutation({ mutationFn: postRecuperarSenha, meta: { erroTratado: true } });
}
