import { analiseContemplacaoOperacoes, operadorOperacoes, type DecisaoAnaliseBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

const op = analiseContemplacaoOperacoes;

/** GET /operador/v1/analises-contemplacao: the analyses waiting, by business time left (refreshed each minute). */
export function useFilaAnalises() {
  return useQuery({ ...consulta(op.fila), staleTime: 10_000, refetchInterval: 60_000, meta: META_OPERADOR });
}

/** GET /operador/v1/analises-contemplacao/{caseNumber}. */
export function useAnaliseContemplacao(numero: string) {
  return useQuery({ ...consulta(op.detalhe, { params: { caseNumber: numero } }), meta: META_OPERADOR });
}

/** PATCH …/decisao: one decision; answers the analysis as it now stands. */
export function useDecidirAnalise(numero: string) {
  const queryClient = useQueryClient();
  const params = { caseNumber: numero };
  return useMutation({
    mutationFn: (body: DecisaoAnaliseBody) => chamar(op.decidir, { params, body }),
    // The decision panel shows a refusal (400, 409) itself.
    meta: { erroTratado: true },
    onSuccess: (analise) => {
      queryClient.setQueryData(chave(op.detalhe, { params }), analise);
      void queryClient.invalidateQueries({ queryKey: chave(op.fila) });
      void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) });
    },
    // Someone else decided first (409): the page reads the analysis again.
    onError: () => void queryClient.invalidateQueries({ queryKey: chave(op.detalhe, { params }) }),
  });
}
