import { mensagemSchema, type EnvioEmailBoletoBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';

/** Spec §8 'e-mail send error', in Portuguese. */
export const MENSAGEM_ERRO_EMAIL_BOLETO =
  'Não foi possível enviar o boleto por e-mail agora. Tente novamente em alguns instantes.';

/** POST {id}/boletos/{nossoNumero}/email: 1 to 10 {nome, email}; answers a {mensagem}. */
export function postBoletoEmail(idCota: number, nossoNumero: string, corpo: EnvioEmailBoletoBody) {
  return api.post(`/cotas/${idCota}/boletos/${encodeURIComponent(nossoNumero)}/email`, corpo, {
    schema: mensagemSchema,
  });
}

export function useEnviarBoletoPorEmail(idCota: number, nossoNumero: string) {
  return useMutation({
    mutationFn: (corpo: EnvioEmailBoletoBody) => postBoletoEmail(idCota, nossoNumero, corpo),
    meta: { erroTratado: true },
  });
}

export function mensagemErroEmailBoleto(erro: unknown): string {
  return erro instanceof ApiError && erro.status === 400 ? erro.mensagem : MENSAGEM_ERRO_EMAIL_BOLETO;
}
