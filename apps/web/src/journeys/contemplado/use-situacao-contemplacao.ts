import { contemplacaoOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

/**
 * GET /cotas/{id}/contemplacao for the session's selected quota: contemplated or not, the steps it sees, the
 * §4.9 screen, the deadlines as dates and the centre's timeline. Every contemplation screen reads it; it is
 * asked again whenever a screen opens (the analyst moves the case on the back-office meanwhile).
 */
export function useSituacaoContemplacao() {
  const idCota = useSessao()?.idCotaPadrao;
  const situacao = useQuery({
    ...consulta(contemplacaoOperacoes.situacao, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    staleTime: 0,
  });
  return { idCota, ...situacao };
}

/** GET /cotas/{id}/valor-disponivel: asked only once the quota is contemplated (02 §7, not the 1900 placeholder). */
export function useValorDisponivel(idCota: number | undefined, contemplada: boolean) {
  return useQuery({
    ...consulta(contemplacaoOperacoes.valorDisponivel, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined && contemplada,
  });
}
