import { assembleiasOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '@/lib/operacoes';

/**
 * GET {id}/dashboard/resultado-assembleia: whether one is live now, the next one and the quota's last result. The
 * home card asks the same call, under the same (derived) key: one cache entry for both.
 */
export function useDashboardAssembleia(idCota: number | undefined) {
  return useQuery({
    ...consulta(assembleiasOperacoes.dashboard, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    // "Live now" must not come from a stale copy: asked again whenever a screen showing it opens.
    staleTime: 0,
  });
}
