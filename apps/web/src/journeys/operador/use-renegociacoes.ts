import {
  operadorOperacoes,
  renegociacaoOperadorOperacoes,
  type ContatoRenegociacaoBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

const op = renegociacaoOperadorOperacoes;

/** GET /operador/v1/renegociacoes: pending renegotiations, the nearest deadline first. */
export function useRenegociacoesAcompanhadas() {
  return useQuery({
    ...consulta(op.acompanhar),
    staleTime: 10_000,
    refetchInterval: 60_000,
    meta: META_OPERADOR,
  });
}

/** POST /operador/v1/renegociacoes/{id}/contatos: what the analyst talked about with the customer. */
export function useRegistrarContato(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContatoRenegociacaoBody) => chamar(op.registrarContato, { params: { id }, body }),
    meta: { erroTratado: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chave(op.acompanhar) });
      void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) });
    },
  });
}
