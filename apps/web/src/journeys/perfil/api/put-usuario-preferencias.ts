import { preferenciasUsuarioSchema, type PreferenciasUsuarioBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chavePreferenciasUsuario } from './get-usuario-preferencias';

/** PUT /usuarios/{id}/preferencias: only the fields sent change. */
export function putUsuarioPreferencias(idUsuario: number, corpo: PreferenciasUsuarioBody) {
  return api.put(`/usuarios/${idUsuario}/preferencias`, corpo, { schema: preferenciasUsuarioSchema });
}

export function useAlterarPreferencias(
  idUsuario: number | undefined,
  opcoes: { erroTratado?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: PreferenciasUsuarioBody) => {
      if (idUsuario === undefined) throw new Error('Sessão sem usuário.');
      return putUsuarioPreferencias(idUsuario, corpo);
    },
    meta: { erroTratado: opcoes.erroTratado },
    onSuccess: (preferencias) => {
      if (idUsuario !== undefined)
        queryClient.setQueryData(chavePreferenciasUsuario(idUsuario), preferencias);
    },
  });
}
