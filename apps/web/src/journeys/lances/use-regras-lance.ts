import { lancesOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '@/lib/operacoes';

/** GET {id}/credenciamento-lance: whether the quota may bid now, the bid types, limits and the next assembly. */
export function useRegrasLance(idCota: number | undefined) {
  return useQuery({
    ...consulta(lancesOperacoes.regras, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    // The deadline and the active bid change with the clock and other devices: ask again whenever a screen opens.
    staleTime: 0,
  });
}
