import { casosOperacoes, operadorOperacoes, type AlterarCasoOperadorBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';

/** PATCH /operador/v1/casos/{caseNumber}: the analyst's decision; answers the updated case. */
export function useAlterarCaso(numero: string) {
  const queryClient = useQueryClient();
  const params = { caseNumber: numero };
  return useMutation({
    mutationFn: (body: AlterarCasoOperadorBody) =>
      chamar(casosOperacoes.alterarPeloOperador, { params, body }),
    // The form shows a refused phase or status (400) itself.
    meta: { erroTratado: true },
    onSuccess: (detalhe) => {
      queryClient.setQueryData(chave(casosOperacoes.detalheOperador, { params }), detalhe);
      // The queue's pages (`['operador', 'casos', {filtro}]`), not the case just answered.
      void queryClient.invalidateQueries({
        queryKey: chave(casosOperacoes.fila),
        predicate: (q) => typeof q.queryKey[2] === 'object',
      });
      void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) });
    },
  });
}
