import type { Cota } from '@portal/domain';
import { useCota } from '@/lib/queries/get-cota';
import { useSessao } from '@/lib/session';

/**
 * The selected quota (spec §1: later calls concern it). The session normally holds it; when it does not
 * (an older session on this device), it is read once from GET /cotas/{id}.
 */
export function useCotaSelecionada(): { idCota: number | undefined; cota: Cota | null } {
  const sessao = useSessao();
  const idCota = sessao?.idCotaPadrao;
  const guardada = sessao?.cotaPadrao && sessao.cotaPadrao.idCota === idCota ? sessao.cotaPadrao : null;
  const detalhe = useCota(guardada ? undefined : idCota);
  return { idCota, cota: guardada ?? detalhe.data ?? null };
}
