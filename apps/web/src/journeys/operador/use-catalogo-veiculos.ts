import { catalogoVeiculosOperacoes, chaveDoCaminho, type AtenderSolicitacaoBody } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

const op = catalogoVeiculosOperacoes;

/** GET /operador/v1/catalogo-veiculos/solicitacoes: the pending inclusion requests, the oldest first. */
export function useSolicitacoesInclusao(page: number) {
  return useQuery({
    ...consulta(op.solicitacoes, { query: { situacao: 'PENDENTE', page, page_size: 20 } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    meta: META_OPERADOR,
  });
}

/** POST …/{idSolicitacao}/resposta: include the dealer or the brand/model, or refuse; the list is read again. */
export function useAtenderSolicitacao(idSolicitacao: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AtenderSolicitacaoBody) => chamar(op.atender, { params: { idSolicitacao }, body }),
    // The form shows a refusal (400, 409) itself.
    meta: { erroTratado: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chave(op.solicitacoes) });
      void queryClient.invalidateQueries({
        queryKey: chaveDoCaminho('/auditoria', undefined, undefined, 'operador'),
      });
    },
  });
}
