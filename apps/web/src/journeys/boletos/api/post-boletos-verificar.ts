import { verificacaoBoletoSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';

export const MENSAGEM_ERRO_VERIFICAR =
  'Não foi possível verificar o código agora. Tente novamente em instantes e, na dúvida, não pague.';

/** POST /boletos/verificar (public, no token): did this administrator issue this boleto or PIX code? */
export function postBoletosVerificar(codigo: string) {
  return api.post('/boletos/verificar', { codigo }, { schema: verificacaoBoletoSchema });
}

export function useVerificarBoleto() {
  return useMutation({ mutationFn: postBoletosVerificar, meta: { erroTratado: true } });
}

export function mensagemErroVerificar(erro: unknown): string {
  return erro instanceof ApiError && erro.status === 400 ? erro.mensagem : MENSAGEM_ERRO_VERIFICAR;
}
