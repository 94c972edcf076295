import { casosOperacoes, operadorOperacoes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';

/** PUT /operador/v1/cotas/{id}/retorno-crivo {codigo, descricao} (204): the quota's credit-screening result. */
export function useDefinirCrivo(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { codigo: string; descricao: string | null }) =>
      chamar(casosOperacoes.definirCrivo, { params: { id: idCota }, body }),
    meta: { erroTratado: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chave(operadorOperacoes.auditoria) }),
  });
}
