import {
  operadorOperacoes,
  seguroOperadorOperacoes,
  type EncerrarSolicitacaoSeguroBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

const op = seguroOperadorOperacoes;

/** GET /operador/v1/seguros/solicitacoes: insurance requests waiting for a call, the oldest first. */
export function useFilaSeguros() {
  return useQuery({ ...consulta(op.fila), staleTime: 10_000, refetchInterval: 60_000, meta: META_OPERADOR });
}

/** PATCH /operador/v1/seguros/solicitacoes/{id}: the contact made, and how it ended. */
export function useEncerrarSolicitacaoSeguro(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EncerrarSolicitacaoSeguroBody) => chamar(op.encerrar, { params: { id }, body }),
    meta: { erroTratado: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chave(op.fila) });
      void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) });
    },
  });
}
