import { assembleiasOperacoes, cotasOperacoes, type ResumoHome } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chave } from '@/lib/operacoes';
import { resumoDaHomeQueryOptions } from '@/lib/verificacao-de-casos';

/**
 * The home's one call (GET /cotas/{id}/home), shared with the main template's case-check sequence: on a reload
 * both read the same request. Keeping the other screens' caches coherent:
 * - each answer seeds the calls other screens make for the same data (the quota's detail, the assembly
 *   dashboard, and the quota list when the summary holds all of it), so they open with it at once;
 * - leaving the home marks the summary stale (without refetching it then): whatever changed elsewhere (a boleto
 *   generated or paid, a bid, a news item read, a case moved), the home asks again when it is shown again. It
 *   is not asked twice on arrival: the login and the template's sequence just fetched it.
 */
export function useResumoDaHome(idCota: number | undefined) {
  const queryClient = useQueryClient();
  const resumo = useQuery({ ...resumoDaHomeQueryOptions(idCota ?? 0), enabled: idCota !== undefined });
  const { data, dataUpdatedAt } = resumo;

  useEffect(() => {
    if (!data || idCota === undefined) return;
    semear(queryClient, idCota, data, dataUpdatedAt);
  }, [queryClient, idCota, data, dataUpdatedAt]);

  useEffect(() => {
    if (idCota === undefined) return;
    const { queryKey } = resumoDaHomeQueryOptions(idCota);
    return () => void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }, [queryClient, idCota]);

  return resumo;
}

function semear(
  queryClient: ReturnType<typeof useQueryClient>,
  idCota: number,
  r: ResumoHome,
  quando: number,
) {
  const params = { params: { id: idCota } };
  queryClient.setQueryData(chave(cotasOperacoes.detalhe, params), r.cota, { updatedAt: quando });
  queryClient.setQueryData(chave(assembleiasOperacoes.dashboard, params), r.assembleia, {
    updatedAt: quando,
  });
  // The whole list only when the summary holds all of it (lib/cotas.ts keeps every page under one key).
  if (r.cotas.data.length === r.cotas.total)
    queryClient.setQueryData(chave(cotasOperacoes.listar), r.cotas.data, { updatedAt: quando });
}
