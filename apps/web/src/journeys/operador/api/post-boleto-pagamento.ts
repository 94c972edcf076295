import {
  boletoOperadorSchema,
  type BoletoOperador,
  type boletosOperadorSchema,
  type RegistrarPagamentoBody,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiOperador } from '@/lib/api';
import { CHAVE_OPERADOR } from './chaves';
import { CHAVE_BOLETOS_OPERADOR } from './get-boletos';

/** POST /operador/v1/boletos/{nossoNumero}/pagamento: settles the boleto by hand; answers it as it is now. */
export function postBoletoPagamento(nossoNumero: string, corpo: RegistrarPagamentoBody) {
  return apiOperador.post(`/boletos/${encodeURIComponent(nossoNumero)}/pagamento`, corpo, {
    schema: boletoOperadorSchema,
  });
}

export function useRegistrarPagamento(nossoNumero: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: RegistrarPagamentoBody) => postBoletoPagamento(nossoNumero, corpo),
    // The form shows the refusal (already paid, amount too low, future date) itself.
    meta: { erroTratado: true },
    onSuccess: (pago: BoletoOperador) => {
      // Every search showing this boleto shows it paid at once, without searching again.
      queryClient.setQueriesData<z.infer<typeof boletosOperadorSchema>>(
        { queryKey: CHAVE_BOLETOS_OPERADOR },
        (atual) =>
          atual && {
            boletos: atual.boletos.map((b) => (b.nossoNumero === pago.nossoNumero ? pago : b)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: [...CHAVE_OPERADOR, 'auditoria'] });
    },
    // 'Já está pago': someone (or a bank return) got there first; the list catches up.
    onError: () => void queryClient.invalidateQueries({ queryKey: CHAVE_BOLETOS_OPERADOR }),
  });
}
