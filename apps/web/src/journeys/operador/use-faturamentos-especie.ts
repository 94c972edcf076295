import {
  faturamentoEspecieOperadorOperacoes,
  operadorOperacoes,
  type DecisaoEspecieBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

const op = faturamentoEspecieOperadorOperacoes;

/** GET /operador/v1/faturamentos/especie: cash billing cases waiting for an analyst, oldest first. */
export function useFilaEspecie() {
  return useQuery({ ...consulta(op.fila), staleTime: 10_000, refetchInterval: 60_000, meta: META_OPERADOR });
}

/** POST /operador/v1/faturamentos/especie/{caseNumber}/decisao: approve (schedules the payout) or refuse. */
export function useDecidirEspecie(numero: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisaoEspecieBody) => chamar(op.decidir, { params: { caseNumber: numero }, body }),
    meta: { erroTratado: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chave(op.fila) });
      void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) });
    },
  });
}
