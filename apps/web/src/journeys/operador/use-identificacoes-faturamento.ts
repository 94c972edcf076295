import {
  faturamentoOperadorOperacoes,
  operadorOperacoes,
  type DecisaoIdentificacaoBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

const op = faturamentoOperadorOperacoes;

/** GET /operador/v1/faturamentos/identificacoes: billing identifications waiting, oldest first. */
export function useFilaIdentificacoes() {
  return useQuery({
    ...consulta(op.filaIdentificacao),
    staleTime: 10_000,
    refetchInterval: 60_000,
    meta: META_OPERADOR,
  });
}

/** PATCH /operador/v1/faturamentos/{caseNumber}/identificacao: one decision. */
export function useDecidirIdentificacao(numero: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisaoIdentificacaoBody) =>
      chamar(op.decidirIdentificacao, { params: { caseNumber: numero }, body }),
    // The form shows a refusal (400, 409) itself.
    meta: { erroTratado: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chave(op.filaIdentificacao) });
      void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) });
    },
  });
}
