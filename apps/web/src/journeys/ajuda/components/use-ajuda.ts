import { useParceiro } from '@/lib/parceiro';
import { useSessao } from '@/lib/session';

/** Whose help centre and for which quota: the partner of this domain and the session's selected quota. */
export function useAjuda(): { idParceiro: number | undefined; idCota: number | undefined } {
  return { idParceiro: useParceiro()?.id, idCota: useSessao()?.idCotaPadrao };
}
