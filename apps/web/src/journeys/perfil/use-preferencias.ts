import { perfilOperacoes, type PreferenciasUsuarioBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

/** The logged-in customer's preferences: photo, push block, assessment state and font size. */
export function useUsuarioPreferencias() {
  const idUsuario = useSessao()?.idUsuario;
  return {
    idUsuario,
    ...useQuery({
      ...consulta(perfilOperacoes.preferencias, { params: { id: idUsuario ?? 0 } }),
      // Nothing in a session without a token.
      enabled: idUsuario !== undefined,
      // Background reads (font, avatar, rating): a failure never takes the customer to /indisponivel.
      meta: { semIndisponivel: true },
    }),
  };
}

/** Only the fields sent change; the answer replaces the cached preferences. */
export function useAlterarPreferencias(
  idUsuario: number | undefined,
  opcoes: { erroTratado?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferenciasUsuarioBody) => {
      if (idUsuario === undefined) throw new Error('Sessão sem usuário.');
      return chamar(perfilOperacoes.alterarPreferencias, { params: { id: idUsuario }, body });
    },
    meta: { erroTratado: opcoes.erroTratado },
    onSuccess: (preferencias) => {
      if (idUsuario !== undefined)
        queryClient.setQueryData(
          chave(perfilOperacoes.preferencias, { params: { id: idUsuario } }),
          preferencias,
        );
    },
  });
}
