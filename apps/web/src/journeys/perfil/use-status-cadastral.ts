import { casosOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';
import { definirAtualizacaoObrigatoria } from '@/lib/session';

/**
 * GET /core/dados-cadastrais/status: the registration-update case of the selected quota and whether the update
 * is mandatory (the server's rule, the same as the case-check sequence's, 03 §4: the route guard follows it
 * too). The answer is about the session's quota, which the path does not name: it is never kept once the
 * screen leaves (`gcTime: 0`), so another quota's answer is never shown.
 */
export function useStatusCadastral(idCota: number | undefined) {
  return useQuery({
    queryKey: chave(casosOperacoes.statusCadastral),
    queryFn: async ({ signal }) => {
      const status = await chamar(casosOperacoes.statusCadastral, undefined, signal);
      if (idCota !== undefined) definirAtualizacaoObrigatoria(idCota, status.atualizacaoObrigatoria);
      return status;
    },
    enabled: idCota !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}
