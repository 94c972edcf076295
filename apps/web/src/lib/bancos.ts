import { bancosOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from './operacoes';
import { useSessao } from './session';

/**
 * 03 §7 `GET cotas/{id}/bancos/consultar`: the banks of the selected quota's bank-data forms (02 §5), as the API
 * answers them (the COMPE list of its bank package). The list changes only with a release: kept for the visit.
 */
export function useBancosDaCota() {
  const idCota = useSessao()?.idCotaPadrao;
  return useQuery({
    ...consulta(bancosOperacoes.consultar, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    staleTime: Infinity,
  });
}
