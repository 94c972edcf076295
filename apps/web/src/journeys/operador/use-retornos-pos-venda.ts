import { operadorOperacoes, posvendaOperadorOperacoes, type ConcluirRetornoBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

const op = posvendaOperadorOperacoes;

/** GET /operador/v1/pos-venda/retornos: after-sales call-backs and blocked onboardings, the oldest first. */
export function useFilaRetornosPosVenda() {
  return useQuery({ ...consulta(op.fila), staleTime: 10_000, refetchInterval: 60_000, meta: META_OPERADOR });
}

/** PATCH /operador/v1/pos-venda/retornos/{id}: the call made (audited); the onboarding opens again. */
export function useConcluirRetornoPosVenda(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConcluirRetornoBody) => chamar(op.concluir, { params: { id }, body }),
    meta: { erroTratado: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chave(op.fila) });
      void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) });
    },
  });
}
