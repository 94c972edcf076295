import { cotasOperacoes, perfilOperacoes, type Cota, type PreferenciasCotaBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';
import { definirCotaPadrao } from '@/lib/session';

/** The quota's nickname or photo (spec §7); the answer is the updated quota. */
export function useAlterarCota(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferenciasCotaBody) =>
      chamar(perfilOperacoes.preferenciasDaCota, { params: { id: idCota }, body }),
    meta: { erroTratado: true },
    onSuccess: (cota: Cota) => {
      // Every quota card (home, list) reads the shared list: it shows the new nickname and photo at once.
      queryClient.setQueryData<Cota[]>(chave(cotasOperacoes.listar), (lista) =>
        lista?.map((c) => (c.idCota === cota.idCota ? cota : c)),
      );
      definirCotaPadrao(cota);
    },
  });
}
