import { simulacaoLanceRespostaSchema, type PayloadLance } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST {id}/credenciamento-lance/simulacao: the server's summary and the id a confirmation must carry. */
export function postSimulacao(idCota: number, payload: PayloadLance) {
  return api.post(`/cotas/${idCota}/credenciamento-lance/simulacao`, payload, {
    schema: simulacaoLanceRespostaSchema,
  });
}

/** The wizard shows refusals and failures itself (reducer `simulado` / `falhou`). */
export function useSimularLance(idCota: number) {
  return useMutation({
    mutationFn: (payload: PayloadLance) => postSimulacao(idCota, payload),
    meta: { erroTratado: true },
  });
}
