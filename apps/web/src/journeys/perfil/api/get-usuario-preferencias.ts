import { preferenciasUsuarioSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSessao } from '@/lib/session';
import { idDoUsuario } from '../usuario';

export const chavePreferenciasUsuario = (idUsuario: number) =>
  ['usuario', idUsuario, 'preferencias'] as const;

/** GET /usuarios/{id}/preferencias: photo, push block, assessment state and font size. */
export function getUsuarioPreferencias(idUsuario: number, signal?: AbortSignal) {
  return api.get(`/usuarios/${idUsuario}/preferencias`, { schema: preferenciasUsuarioSchema, signal });
}

export const usuarioPreferenciasQueryOptions = (idUsuario: number) =>
  queryOptions({
    queryKey: chavePreferenciasUsuario(idUsuario),
    queryFn: ({ signal }) => getUsuarioPreferencias(idUsuario, signal),
    // Background reads (font, avatar, rating): a failure never takes the customer to /indisponivel.
    meta: { semIndisponivel: true },
  });

/** The logged-in customer's preferences (nothing in a session without a token). */
export function useUsuarioPreferencias() {
  const idUsuario = idDoUsuario(useSessao());
  return {
    idUsuario,
    ...useQuery({ ...usuarioPreferenciasQueryOptions(idUsuario ?? 0), enabled: idUsuario !== undefined }),
  };
}
