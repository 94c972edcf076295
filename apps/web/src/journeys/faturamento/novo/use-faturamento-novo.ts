import {
  faturamentoNovoOperacoes,
  faturamentoOperacoes,
  type CadastrarVeiculoBody,
  type SituacaoFaturamentoNovo,
  type SolicitarFaturamentoBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta, prefixo } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

/**
 * GET /cotas/{id}/faturamento/novo for the session's quota: the case, its phase and screen (02 §4.5) and what
 * was recorded. Asked again whenever a screen opens: the analyst moves the case in the back-office meanwhile.
 */
export function useFaturamentoNovo() {
  const idCota = useSessao()?.idCotaPadrao;
  const situacao = useQuery({
    ...consulta(faturamentoNovoOperacoes.situacao, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    staleTime: 0,
  });
  return { idCota, ...situacao };
}

/** After a change, the situation is read again (the screens follow the case's phase). */
export function useAtualizarSituacaoNovo() {
  const queryClient = useQueryClient();
  const idCota = useSessao()?.idCotaPadrao;
  return (situacao?: SituacaoFaturamentoNovo) => {
    const queryKey = chave(faturamentoNovoOperacoes.situacao, { params: { id: idCota ?? 0 } });
    if (situacao) queryClient.setQueryData(queryKey, situacao);
    else void queryClient.invalidateQueries({ queryKey });
  };
}

/** POST cadastrar-veiculo: the vehicle, its value and the dealer (the case moves to the payment form). */
export function useCadastrarVeiculo() {
  const atualizar = useAtualizarSituacaoNovo();
  return useMutation({
    mutationFn: (body: CadastrarVeiculoBody) => chamar(faturamentoNovoOperacoes.cadastrarVeiculo, { body }),
    onSuccess: (s) => atualizar(s),
    meta: { erroTratado: true },
  });
}

/** POST /cotas/{id}/faturamento/solicitar: the confirmation (once). */
export function useSolicitarFaturamento() {
  const atualizar = useAtualizarSituacaoNovo();
  const idCota = useSessao()?.idCotaPadrao;
  return useMutation({
    mutationFn: (body: SolicitarFaturamentoBody) =>
      chamar(faturamentoNovoOperacoes.solicitar, { params: { id: idCota ?? 0 }, body }),
    onSuccess: (s) => atualizar(s),
    meta: { erroTratado: true },
  });
}

/** GET programar-pagamento: where the payment to the dealer stands (asked again on every visit). */
export function useProgramacaoPagamento(ativo = true) {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return useQuery({
    ...consulta(faturamentoNovoOperacoes.programarPagamento),
    queryKey: [...consulta(faturamentoNovoOperacoes.programarPagamento).queryKey, idCota],
    enabled: ativo,
    staleTime: 0,
  });
}

/** GET resolver-pendencia-detran: the customer says the lien is resolved; the case goes back to analysis. */
export function useResolverPendenciaDetran() {
  const atualizar = useAtualizarSituacaoNovo();
  return useMutation({
    mutationFn: () => chamar(faturamentoNovoOperacoes.resolverPendenciaDetran),
    onSuccess: (s) => atualizar(s),
    meta: { erroTratado: true },
  });
}

/**
 * GET reiniciar-fluxo: choose another vehicle. The case goes back to the vehicle step; the billing status and
 * the situation are read again (the form drafts of the old vehicle are the caller's to clear).
 */
export function useEscolherOutroVeiculo() {
  const queryClient = useQueryClient();
  const idCota = useSessao()?.idCotaPadrao;
  return useMutation({
    mutationFn: () => chamar(faturamentoOperacoes.reiniciarFluxo),
    // The situation is read again before the caller navigates: the index must not open the old phase's screen.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: prefixo('/core/faturamento') }),
        queryClient.fetchQuery({
          ...consulta(faturamentoNovoOperacoes.situacao, { params: { id: idCota ?? 0 } }),
          staleTime: 0,
        }),
      ]);
    },
    meta: { erroTratado: true },
  });
}
