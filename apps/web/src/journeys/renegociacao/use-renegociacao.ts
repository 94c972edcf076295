import { renegociacaoOperacoes } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, consulta, prefixo } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

const op = renegociacaoOperacoes;

/** `renegociacao-parcelas/*` works on the session's quota: another selected quota is another renegotiation. */
function useIdCota() {
  return useSessao()?.idCotaPadrao ?? 0;
}

/** GET renegociacao-parcelas/validar: podeRenegociar, the reason, the latest renegotiation. */
export function useValidacaoRenegociacao() {
  const idCota = useIdCota();
  return useQuery({ ...consulta(op.validar), queryKey: [...consulta(op.validar).queryKey, idCota] });
}

/** GET renegociacao-parcelas/obter-parcelas: the overdue instalments with today's charges. */
export function useParcelasEmAtraso() {
  const idCota = useIdCota();
  return useQuery({
    ...consulta(op.obterParcelas),
    queryKey: [...consulta(op.obterParcelas).queryKey, idCota],
  });
}

/** POST renegociacao-parcelas/resumo-renegociacao: the summary of a selection (reads only). */
export function useResumoRenegociacao(parcelas: number[]) {
  const idCota = useIdCota();
  const base = consulta(op.resumo, { body: { parcelas } });
  return useQuery({
    ...base,
    queryKey: [...base.queryKey, idCota, ...parcelas],
    enabled: parcelas.length > 0,
  });
}

/** POST renegociacao-parcelas/selecionar-parcelas: the API checks the selection before the summary. */
export function useSelecionarParcelas() {
  return useMutation({
    mutationFn: (parcelas: number[]) => chamar(op.selecionarParcelas, { body: { parcelas } }),
    meta: { erroTratado: true },
  });
}

/** POST renegociacao-parcelas/confirmar-renegociacao; afterwards quotas, boletos and renegotiation are read again. */
export function useConfirmarRenegociacao() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (parcelas: number[]) => chamar(op.confirmar, { body: { parcelas } }),
    onSettled: () =>
      Promise.all([
        cliente.invalidateQueries({ queryKey: prefixo('/renegociacao-parcelas') }),
        cliente.invalidateQueries({ queryKey: prefixo('/cotas') }),
      ]),
    meta: { erroTratado: true },
  });
}
