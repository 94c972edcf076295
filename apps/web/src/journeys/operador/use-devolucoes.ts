import { devolucaoOperadorOperacoes, operadorOperacoes, type DecisaoDevolucaoBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

const op = devolucaoOperadorOperacoes;

/** GET /operador/v1/devolucoes: refund requests waiting, the nearest business-day deadline first. */
export function useFilaDevolucoes() {
  return useQuery({ ...consulta(op.fila), staleTime: 10_000, refetchInterval: 60_000, meta: META_OPERADOR });
}

/** PATCH /operador/v1/devolucoes/{caseNumber}: approve (the payout scheduled) or refuse with reasons. */
export function useDecidirDevolucao(numero: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisaoDevolucaoBody) => chamar(op.decidir, { params: { caseNumber: numero }, body }),
    meta: { erroTratado: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chave(op.fila) });
      void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) });
    },
  });
}
