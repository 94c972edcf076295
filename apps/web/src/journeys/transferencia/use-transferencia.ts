import { transferenciaOperacoes, type SolicitarTransferenciaBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

const op = transferenciaOperacoes;

/** The key names the session's quota: another selected quota is another transfer. */
function useChave() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  return [...chave(op.verificarProcesso), idCota];
}

/** POST core/transferencia-cota/verificar-processo (a read): iniciado, whether it may start, the fee. */
export function useVerificarProcesso() {
  const queryKey = useChave();
  return useQuery({ queryKey, queryFn: ({ signal }) => chamar(op.verificarProcesso, undefined, signal) });
}

/** POST core/transferencia-cota/solicitar. The screen decides where each answer leads. */
export function useSolicitarTransferencia() {
  const cliente = useQueryClient();
  const queryKey = useChave();
  return useMutation({
    mutationFn: (body: SolicitarTransferenciaBody) => chamar(op.solicitar, { body }),
    onSettled: () => cliente.invalidateQueries({ queryKey }),
    meta: { erroTratado: true },
  });
}
