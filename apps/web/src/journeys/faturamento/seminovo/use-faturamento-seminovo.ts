import {
  faturamentoOperacoes,
  faturamentoSeminovoOperacoes as op,
  type AgendarVistoriaBody,
  type DadosVendedorBody,
  type EnviarFotosVistoriaBody,
  type SelecionarVeiculoBody,
  type SituacaoFaturamentoSeminovo,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta, prefixo } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

/**
 * GET /cotas/{id}/faturamento/seminovo for the session's quota: the case, its phase, screen and five-step
 * timeline (02 §4.6), the fees and what was recorded. Asked again whenever a screen opens: the analyst moves the
 * case in the back-office meanwhile.
 */
export function useFaturamentoSeminovo() {
  const idCota = useSessao()?.idCotaPadrao;
  const situacao = useQuery({
    ...consulta(op.situacao, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    staleTime: 0,
  });
  return { idCota, ...situacao };
}

/** After a change, the situation the API answered replaces the one read (or it is read again). */
function useAtualizarSituacao() {
  const queryClient = useQueryClient();
  const idCota = useSessao()?.idCotaPadrao;
  return async (situacao?: SituacaoFaturamentoSeminovo) => {
    const queryKey = chave(op.situacao, { params: { id: idCota ?? 0 } });
    if (situacao) queryClient.setQueryData(queryKey, situacao);
    else await queryClient.invalidateQueries({ queryKey });
  };
}

/** GET consultar-veiculo/{placa}: found or not, and whether the quota's group accepts it (02 §9). */
export function useConsultarPlaca() {
  return useMutation({
    mutationFn: (placa: string) => chamar(op.consultarVeiculo, { params: { placa } }),
    meta: { erroTratado: true },
  });
}

/** POST selecionar-veiculo: the vehicle goes on the case (found → the inspection; typed → brand inclusion). */
export function useSelecionarVeiculo() {
  const atualizar = useAtualizarSituacao();
  return useMutation({
    mutationFn: (body: SelecionarVeiculoBody) => chamar(op.selecionarVeiculo, { body }),
    onSuccess: (s) => atualizar(s),
    meta: { erroTratado: true },
  });
}

/** PUT agendar-vistoria: digital (link by SMS) or technical (visit booked); charges the inspection fee. */
export function useAgendarVistoria() {
  const atualizar = useAtualizarSituacao();
  return useMutation({
    mutationFn: (body: AgendarVistoriaBody) => chamar(op.agendarVistoria, { body }),
    onSuccess: (s) => atualizar(s),
    meta: { erroTratado: true },
  });
}

/** POST …/vistoria-digital/fotos: the photos uploaded, one per position, sent to the inspection. */
export function useEnviarFotosVistoria() {
  const atualizar = useAtualizarSituacao();
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return useMutation({
    mutationFn: (body: EnviarFotosVistoriaBody) =>
      chamar(op.enviarFotosVistoria, { params: { id: idCota }, body }),
    onSuccess: (s) => atualizar(s),
    meta: { erroTratado: true },
  });
}

/** POST dados-vendedor: the seller's type, data and account. */
export function useDadosVendedor() {
  const atualizar = useAtualizarSituacao();
  return useMutation({
    mutationFn: (body: DadosVendedorBody) => chamar(op.dadosVendedor, { body }),
    onSuccess: (s) => atualizar(s),
    meta: { erroTratado: true },
  });
}

/** The situation read again (after a document call moved the case). */
export function useReler() {
  return useAtualizarSituacao();
}

/**
 * GET reiniciar-fluxo on a used-vehicle case: choose another vehicle (02 §4.10). The case goes back to the
 * simulation; the situation is read again before the caller navigates.
 */
export function useEscolherOutroVeiculo() {
  const queryClient = useQueryClient();
  const idCota = useSessao()?.idCotaPadrao;
  return useMutation({
    mutationFn: () => chamar(faturamentoOperacoes.reiniciarFluxo),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: prefixo('/core/faturamento') }),
        queryClient.fetchQuery({ ...consulta(op.situacao, { params: { id: idCota ?? 0 } }), staleTime: 0 }),
      ]);
    },
    meta: { erroTratado: true },
  });
}

/** GET …/faturamento/seminovo/autorizacao: the billing authorization PDF, signed or to sign (ADR 0057). */
export function useAutorizacao() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return useQuery({ ...consulta(op.autorizacao, { params: { id: idCota } }), retry: false });
}

/** GET …/ordem-faturamento, on the customer's click: the billing order PDF for the company seller. */
export function useOrdemFaturamento() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return useMutation({
    mutationFn: () => chamar(op.ordemFaturamento, { params: { id: idCota } }),
    meta: { erroTratado: true },
  });
}

/** POST …/autorizacao: signs with the SMS authorisation; the signed PDF replaces the one read. */
export function useAssinarAutorizacao() {
  const queryClient = useQueryClient();
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return useMutation({
    mutationFn: (auth_token: string) =>
      chamar(op.assinarAutorizacao, { params: { id: idCota }, body: { auth_token } }),
    onSuccess: (r) => queryClient.setQueryData(chave(op.autorizacao, { params: { id: idCota } }), r),
    meta: { erroTratado: true },
  });
}
