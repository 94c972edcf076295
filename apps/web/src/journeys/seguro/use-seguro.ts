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
 * POST cotas/{id}/seguro/solicitar. The offer's data is read again only once the form has left for the next
 * screen (`invalidar`): read while the form is still showing, the open request would send it to 'aguarde'.
 */
export function useSolicitarSeguro() {
  const id = useIdCota();
  const cliente = useQueryClient();
  const mutacao = useMutation({
    mutationFn: (body: SolicitarSeguroBody) => chamar(op.solicitar, { params: { id }, body }),
    meta: { erroTratado: true },
  });
  const invalidar = () => void cliente.invalidateQueries({ queryKey: chave(op.dados, { params: { id } }) });
  return { ...mutacao, invalidar };
}
