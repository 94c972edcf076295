import { assembleiasOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '@/lib/operacoes';

/**
 * GET {id}/dashboard/resultado-assembleia: whether one is live now, the next one and the quota's last result. The
 * home's summary call seeds this key with its assembly card, so opening /assemblies from the home starts drawn.
 */
export function useDashboardAssembleia(idCota: number | undefined, opcoes: { acompanhar?: boolean } = {}) {
  return useQuery({
    ...consulta(assembleiasOperacoes.dashboard, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    // "Live now" must not come from a stale copy: asked again whenever a screen showing it opens.
    staleTime: 0,
    // A screen left open follows the run: it learns that one started (or ended) within this interval.
    refetchInterval: opcoes.acompanhar ? INTERVALO_ACOMPANHAMENTO_MS : false,
  });
}

/** How often an open assemblies screen asks whether a run started or ended (one small call). */
const INTERVALO_ACOMPANHAMENTO_MS = 10_000;
