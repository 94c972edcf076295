import { cotaSchema, type Cota, type PreferenciasCotaBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { CHAVE_COTAS } from '@/lib/queries/chaves';
import { definirCotaPadrao } from '@/lib/session';

/** PUT /cotas/{id}/preferencias (spec §7: nickname or photo_url); answers the updated quota. */
export function putCotaPreferencias(idCota: number, corpo: PreferenciasCotaBody) {
  return api.put(`/cotas/${idCota}/preferencias`, corpo, { schema: cotaSchema });
}

export function useAlterarCota(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: PreferenciasCotaBody) => putCotaPreferencias(idCota, corpo),
    meta: { erroTratado: true },
    onSuccess: (cota: Cota) => {
      // Every quota card (home, list) reads the shared list: it shows the new nickname and photo at once.
      queryClient.setQueryData<Cota[]>(CHAVE_COTAS, (lista) =>
        lista?.map((c) => (c.idCota === cota.idCota ? cota : c)),
      );
      definirCotaPadrao(cota);
    },
  });
}
