import {
  operadorOperacoes,
  transferenciaOperadorOperacoes,
  type DecisaoTransferenciaBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

const op = transferenciaOperadorOperacoes;

/** GET /operador/v1/transferencias: quota transfers waiting, the oldest first. */
export function useFilaTransferencias() {
  return useQuery({ ...consulta(op.fila), staleTime: 10_000, refetchInterval: 60_000, meta: META_OPERADOR });
}

/** PATCH /operador/v1/transferencias/{id}: complete (the quota moves) or refuse with the reason. */
export function useDecidirTransferencia(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisaoTransferenciaBody) => chamar(op.decidir, { params: { id }, body }),
    meta: { erroTratado: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chave(op.fila) });
      void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) });
    },
  });
}
