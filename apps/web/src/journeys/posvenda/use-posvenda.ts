import {
  posvendaOperacoes,
  type AnoBody,
  type IdentidadeBody,
  type RespostaBody,
  type RetornoBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

const op = posvendaOperacoes;

/** The key names the session's quota: another selected quota is another onboarding. */
function useChave() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return [...chave(op.estado), idCota];
}

/** GET /pos-venda: where the onboarding of the session's quota stands. */
export function useEstadoPosVenda() {
  const queryKey = useChave();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => chamar(op.estado, undefined, signal),
    retry: false,
  });
}

/** A write whose answer changes the state: the state is read again after it. */
function useEscrita<B, R>(fn: (body: B) => Promise<R>) {
  const cliente = useQueryClient();
  const queryKey = useChave();
  return useMutation({
    mutationFn: fn,
    onSettled: () => cliente.invalidateQueries({ queryKey }),
    meta: { erroTratado: true },
  });
}

export const useConfirmarAno = () => useEscrita((body: AnoBody) => chamar(op.ano, { body }));
export const useEnviarIdentidade = () =>
  useEscrita((body: IdentidadeBody) => chamar(op.identidade, { body }));
export const useResponder = () => useEscrita((body: RespostaBody) => chamar(op.responder, { body }));
export const usePedirRetorno = () => useEscrita((body: RetornoBody) => chamar(op.retorno, { body }));
