import { casosOperacoes, sucessoComposto, type CriarCasoBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { chamar } from '@/lib/operacoes';
import { invalidarCasosDaCota } from '@/lib/verificacao-de-casos';

/** 03 §8 'Reactivation message send error', in Portuguese. */
const MENSAGEM_ERRO_REATIVACAO =
  'Não foi possível enviar sua mensagem agora. Tente novamente em alguns instantes ou fale com a nossa central.';

/**
 * 03 §4: the reactivation request (POST /salesforce/casos) counts as sent only when the composite answer is
 * 200 or 201; anything else is the send error. A 400 or 409 (a request already open, a quota that cannot be
 * reactivated) keeps the server's own words.
 */
export function useEnviarReativacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: CriarCasoBody) => {
      const resposta = await chamar(casosOperacoes.criar, { body: corpo });
      if (!sucessoComposto(resposta)) throw new Error(MENSAGEM_ERRO_REATIVACAO);
      return resposta.compositeResponse[0]?.body.CaseNumber ?? null;
    },
    meta: { erroTratado: true },
    // The new case is 'Em Andamento': the home's reactivation card must go (03 §4 condition 4).
    onSuccess: (_numero, corpo) => void invalidarCasosDaCota(queryClient, Number(corpo.IdExternoCota)),
  });
}

export function mensagemErroReativacao(erro: unknown): string {
  return erro instanceof ApiError && (erro.status === 400 || erro.status === 409)
    ? erro.mensagem
    : MENSAGEM_ERRO_REATIVACAO;
}
