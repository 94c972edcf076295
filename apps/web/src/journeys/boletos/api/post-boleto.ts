import { dadosBoletoSchema, type CobrancasBoletoBody, type DadosBoleto } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';
import { pedirAvaliacaoDoFluxo } from '@/lib/avaliacao-fluxo';
import { POR_COTA } from '@/lib/queries/chaves';
import { boletoQueryOptions } from './get-boleto';
import { chaveHistorico } from './get-boletos';

/** Spec §8 boleto error, for anything but the server's own 400 refusal. */
export const MENSAGEM_ERRO_GERAR_BOLETO = 'Desculpe, não foi possível gerar o boleto.';

/** POST {id}/cobrancas/boleto: one boleto for the chosen instalments; the same selection answers the same boleto. */
export function postBoleto(idCota: number, corpo: CobrancasBoletoBody) {
  return api.post(`/cotas/${idCota}/cobrancas/boleto`, corpo, { schema: dadosBoletoSchema });
}

export function useGerarBoleto(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: CobrancasBoletoBody) => postBoleto(idCota, corpo),
    meta: { erroTratado: true },
    onSuccess: (boleto: DadosBoleto) => {
      queryClient.setQueryData(boletoQueryOptions(idCota, boleto.nossoNumero).queryKey, boleto);
      void queryClient.invalidateQueries({ queryKey: [POR_COTA, idCota, 'segunda-via'] });
      void queryClient.invalidateQueries({ queryKey: chaveHistorico(idCota) });
      // A finished flow: the rating modal may ask how it went (only when its next-appearance date has come).
      pedirAvaliacaoDoFluxo({ fluxo: 'boletos' });
    },
  });
}

/** A 400 keeps the server's words (e.g. the grouping rule); anything else is the spec's generic message. */
export function mensagemErroGerarBoleto(erro: unknown): string {
  return erro instanceof ApiError && erro.status === 400 ? erro.mensagem : MENSAGEM_ERRO_GERAR_BOLETO;
}
