import { devolucaoOperacoes, type SolicitarPagamentoDevolucaoBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, consulta, prefixo } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

const op = devolucaoOperacoes;

/** The keys of `core/devolucao/*` name the session's quota: another selected quota is another refund. */
function useIdCota() {
  return useSessao()?.idCotaPadrao ?? 0;
}

/** GET core/devolucao/status: state, screen, case, timeline. */
export function useStatusDevolucao() {
  const idCota = useIdCota();
  return useQuery({ ...consulta(op.status), queryKey: [...consulta(op.status).queryKey, idCota] });
}

/** GET core/devolucao/iniciar: may a request start, and the documents it asks. */
export function useIniciarDevolucao() {
  const idCota = useIdCota();
  return useQuery({ ...consulta(op.iniciar), queryKey: [...consulta(op.iniciar).queryKey, idCota] });
}

/** GET core/devolucao/valores-disponiveis: the values and their breakdown. */
export function useValoresDevolucao() {
  const idCota = useIdCota();
  return useQuery({
    ...consulta(op.valoresDisponiveis),
    queryKey: [...consulta(op.valoresDisponiveis).queryKey, idCota],
  });
}

/** GET core/devolucao/data-devolucao. */
export function useDataDevolucao() {
  const idCota = useIdCota();
  return useQuery({
    ...consulta(op.dataDevolucao),
    queryKey: [...consulta(op.dataDevolucao).queryKey, idCota],
  });
}

/** GET cotas/{id}/encerramentos/bancos: the banks of the bank-data form. */
export function useBancosDevolucao() {
  const idCota = useIdCota();
  return useQuery({
    ...consulta(op.bancosEncerramento, { params: { id: idCota } }),
    enabled: idCota > 0,
    staleTime: Infinity,
  });
}

/** POST core/devolucao/solicitar-pagamento; afterwards every refund answer is read again. */
export function useSolicitarPagamento() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (body: SolicitarPagamentoDevolucaoBody) => chamar(op.solicitarPagamento, { body }),
    onSettled: () => cliente.invalidateQueries({ queryKey: prefixo('/core/devolucao') }),
    meta: { erroTratado: true },
  });
}
