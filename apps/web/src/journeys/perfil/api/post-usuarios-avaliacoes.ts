import { avaliacaoRespostaSchema, type AvaliacaoBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /usuarios/avaliacoes: the service rating (name, answer, partner, group_quota). */
export function postUsuariosAvaliacoes(corpo: AvaliacaoBody) {
  return api.post('/usuarios/avaliacoes', corpo, { schema: avaliacaoRespostaSchema });
}

export function useAvaliar() {
  return useMutation({ mutationFn: postUsuariosAvaliacoes, meta: { erroTratado: true } });
}
