import { boletosOperacoes, type FormaEnvio, type PreferenciaEnvio } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { chamar, chave } from '@/lib/operacoes';

/** Spec §8 'preference could not be loaded/changed', for anything but the server's own 400 refusal. */
const MENSAGEM_ERRO_FORMA_ENVIO =
  'Não foi possível alterar a forma de envio agora. Tente novamente em instantes.';

/**
 * The spec's path for the change (a GET that changes state) answers the preference as it now stands; 400
 * {mensagem} while the 24 h lock holds.
 */
export function useAlterarFormaEnvio(idCota: number) {
  const queryClient = useQueryClient();
  const atual = chave(boletosOperacoes.formaEnvio, { params: { id: idCota } });
  return useMutation({
    mutationFn: (forma: FormaEnvio) =>
      chamar(boletosOperacoes.alterarFormaEnvio, { params: { id: idCota, optType: forma } }),
    meta: { erroTratado: true },
    onSuccess: (preferencia: PreferenciaEnvio) => queryClient.setQueryData(atual, preferencia),
    // A refusal may mean another device changed it meanwhile: show what the server holds now.
    onError: () => void queryClient.invalidateQueries({ queryKey: atual }),
  });
}

export function mensagemErroFormaEnvio(erro: unknown): string {
  return erro instanceof ApiError && erro.status === 400 ? erro.mensagem : MENSAGEM_ERRO_FORMA_ENVIO;
}
