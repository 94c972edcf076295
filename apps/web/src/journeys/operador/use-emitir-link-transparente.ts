import { acessoOperacoes, chaveDoCaminho } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar } from '@/lib/operacoes';

/**
 * POST /operador/v1/login-transparente: a 2-minute, single-use link into the customer's portal. It is
 * audited, so the audit trail (GET /operador/v1/auditoria, every page) is refreshed.
 */
export function useEmitirLinkTransparente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: { inscricaoNacional: string; idCota: number; idParceiro: number }) =>
      chamar(acessoOperacoes.emitirTransparente, { body: corpo }),
    meta: { erroTratado: true },
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: chaveDoCaminho('/auditoria', undefined, undefined, 'operador'),
      }),
  });
}
