import { pedidoRetornoSchema, type PedidoRetornoBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /atendimento/retorno: "Ligamos para você", a call from customer service on a business day. */
export function postAtendimentoRetorno(corpo: PedidoRetornoBody) {
  return api.post('/atendimento/retorno', corpo, { schema: pedidoRetornoSchema });
}

export function usePedirRetorno() {
  return useMutation({ mutationFn: postAtendimentoRetorno, meta: { erroTratado: true } });
}
