import { seguroOperacoes, type SolicitarSeguroBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

const op = seguroOperacoes;

/** The offer is about the session's selected quota. */
export function useIdCota() {
  return useSessao()?.idCotaPadrao ?? 0;
}

/** GET cotas/{id}/seguro/dados: possui_seguro, the insurance, the simulation and the open request. */
export function useDadosSeguro() {
  const id = useIdCota();
  return useQuery({ ...consulta(op.dados, { params: { id } }), enabled: id > 0 });
}

/**
 * POST cotas/{id}/seguro/solicitar. `invalidar` marks the offer's data stale without reading it now: the next
 * screen that shows it reads it again. Read while the form is still mounted (a lazy next screen takes a moment
 * on a slow phone), the open request would send the form to 'aguarde' before the success screen appears.
 */
export function useSolicitarSeguro() {
  const id = useIdCota();
  const cliente = useQueryClient();
  const mutacao = useMutation({
    mutationFn: (body: SolicitarSeguroBody) => chamar(op.solicitar, { params: { id }, body }),
    meta: { erroTratado: true },
  });
  const invalidar = () =>
    void cliente.invalidateQueries({ queryKey: chave(op.dados, { params: { id } }), refetchType: 'none' });
  return { ...mutacao, invalidar };
}
