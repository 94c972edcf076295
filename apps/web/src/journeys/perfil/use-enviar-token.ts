import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { atualizarToken } from './alteracao-pendente';
import { useEnviarCodigo } from './use-dados-cadastrais';

/**
 * Sends (or sends again) the SMS code and starts its countdown in this device's clock: valid for the
 * `validadeSegundos` the API answered (900), a new one possible 40 s later. A refusal (the 40 s not yet
 * passed, no mobile registered) is kept as the step's message.
 */
export function useEnviarToken(idCota: number | undefined) {
  const enviar = useEnviarCodigo(idCota);
  const enviarToken = async (): Promise<boolean> => {
    try {
      const resposta = await enviar.mutateAsync();
      const agora = Date.now();
      atualizarToken({
        destino: resposta.destino,
        enviadoEm: agora,
        expiraEm: agora + resposta.validadeSegundos * 1000,
        codigo: '',
        erro: null,
        erroEnvio: null,
        erradas: 0,
      });
      return true;
    } catch (erro) {
      atualizarToken({ erroEnvio: erro instanceof ApiError ? erro.mensagem : MENSAGEM_ERRO_SISTEMA });
      return false;
    }
  };
  return { enviarToken, enviando: enviar.isPending };
}
