import { antecipacaoOperacoes, type PedidoAntecipacaoBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, consulta, prefixo } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

const op = antecipacaoOperacoes;

/** The anticipation is about the session's selected quota. */
function useIdCota() {
  return useSessao()?.idCotaPadrao ?? 0;
}

/** GET cotas/{id}/antecipacao: whether it may, the limits, the open anticipation and the previous ones. */
export function useAntecipacoes() {
  const id = useIdCota();
  return useQuery({ ...consulta(op.listar, { params: { id } }), enabled: id > 0 });
}

/** POST cotas/{id}/antecipacao/simular: the effect of a request (reads only). */
export function useSimulacao(pedido: PedidoAntecipacaoBody | null) {
  const id = useIdCota();
  const base = consulta(op.simular, {
    params: { id },
    body: pedido ?? { modo: 'prazo', quantidadeParcelas: 1 },
  });
  return useQuery({
    ...base,
    queryKey: [...base.queryKey, JSON.stringify(pedido)],
    enabled: pedido !== null && id > 0,
    retry: false,
  });
}

function useInvalidar() {
  const id = useIdCota();
  const cliente = useQueryClient();
  return () =>
    Promise.all([
      cliente.invalidateQueries({ queryKey: prefixo('/cotas/{id}/antecipacao', { id }) }),
      cliente.invalidateQueries({ queryKey: prefixo('/cotas/{id}/cobrancas/segunda-via', { id }) }),
    ]);
}

/** POST cotas/{id}/antecipacao/solicitar: the anticipation and its boleto. */
export function useSolicitarAntecipacao() {
  const id = useIdCota();
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (body: PedidoAntecipacaoBody) => chamar(op.solicitar, { params: { id }, body }),
    onSettled: invalidar,
    meta: { erroTratado: true },
  });
}

/** DELETE cotas/{id}/antecipacao/aberta: give up the open anticipation (its boleto is cancelled). */
export function useCancelarAntecipacao() {
  const id = useIdCota();
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: () => chamar(op.cancelar, { params: { id } }),
    onSettled: invalidar,
    meta: { erroTratado: true },
  });
}
