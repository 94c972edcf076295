import { boletoQuitacaoSchema, type BoletoQuitacao } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { POR_COTA } from '@/lib/queries/chaves';
import { boletoQueryOptions } from './get-boleto';
import { chaveHistorico } from './get-boletos';
import { quitacaoQueryOptions } from './get-quitacao';

/** POST {id}/cobrancas/quitacao/boleto: one boleto due today for the whole balance (the same one all day). */
export function postQuitacaoBoleto(idCota: number) {
  return api.post(`/cotas/${idCota}/cobrancas/quitacao/boleto`, undefined, { schema: boletoQuitacaoSchema });
}

export function useGerarBoletoDeQuitacao(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postQuitacaoBoleto(idCota),
    meta: { erroTratado: true },
    onSuccess: ({ quitacao, boleto }: BoletoQuitacao) => {
      queryClient.setQueryData(boletoQueryOptions(idCota, boleto.nossoNumero).queryKey, boleto);
      queryClient.setQueryData(quitacaoQueryOptions(idCota).queryKey, quitacao);
      void queryClient.invalidateQueries({ queryKey: chaveHistorico(idCota) });
      void queryClient.invalidateQueries({ queryKey: [POR_COTA, idCota, 'segunda-via'] });
    },
  });
}
