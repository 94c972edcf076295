import { preferenciaEnvioSchema, type FormaEnvio, type PreferenciaEnvio } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';
import { formaEnvioQueryOptions } from './get-forma-pagamento-manutencao';

/** Spec §8 'preference could not be loaded/changed', for anything but the server's own 400 refusal. */
export const MENSAGEM_ERRO_FORMA_ENVIO =
  'Não foi possível alterar a forma de envio agora. Tente novamente em instantes.';

/**
 * GET {id}/forma-pagamento/recebimento/{optType}: the spec's path for the change (a GET that changes state),
 * answering the preference as it now stands; 400 {mensagem} while the 24 h lock holds.
 */
export function getFormaPagamentoRecebimento(idCota: number, forma: FormaEnvio) {
  return api.get(`/cotas/${idCota}/forma-pagamento/recebimento/${forma}`, { schema: preferenciaEnvioSchema });
}

export function useAlterarFormaEnvio(idCota: number) {
  const queryClient = useQueryClient();
  const chave = formaEnvioQueryOptions(idCota).queryKey;
  return useMutation({
    mutationFn: (forma: FormaEnvio) => getFormaPagamentoRecebimento(idCota, forma),
    meta: { erroTratado: true },
    onSuccess: (preferencia: PreferenciaEnvio) => queryClient.setQueryData(chave, preferencia),
    // A refusal may mean another device changed it meanwhile: show what the server holds now.
    onError: () => void queryClient.invalidateQueries({ queryKey: chave }),
  });
}

export function mensagemErroFormaEnvio(erro: unknown): string {
  return erro instanceof ApiError && erro.status === 400 ? erro.mensagem : MENSAGEM_ERRO_FORMA_ENVIO;
}
