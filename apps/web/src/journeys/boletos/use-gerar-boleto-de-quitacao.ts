import { boletosOperacoes, type BoletoQuitacao } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, prefixo } from '@/lib/operacoes';

/** One boleto due today for the whole balance (the same one all day). */
export function useGerarBoletoDeQuitacao(idCota: number) {
  const queryClient = useQueryClient();
  const params = { id: idCota };
  return useMutation({
    mutationFn: () => chamar(boletosOperacoes.boletoDeQuitacao, { params }),
    meta: { erroTratado: true },
    onSuccess: ({ quitacao, boleto }: BoletoQuitacao) => {
      queryClient.setQueryData(
        chave(boletosOperacoes.boleto, { params: { ...params, ticket: boleto.nossoNumero } }),
        boleto,
      );
      queryClient.setQueryData(chave(boletosOperacoes.quitacao, { params }), quitacao);
      void queryClient.invalidateQueries({ queryKey: prefixo(boletosOperacoes.historico.caminho, params) });
      void queryClient.invalidateQueries({ queryKey: prefixo(boletosOperacoes.segundaVia.caminho, params) });
    },
  });
}
