import { boletosOperacoes, type DadosBoleto } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { pedirAvaliacaoDoFluxo } from '@/lib/avaliacao-fluxo';
import { chamar, chave, prefixo } from '@/lib/operacoes';

/** Spec §8 boleto error, for anything but the server's own 400 refusal. */
export const MENSAGEM_ERRO_GERAR_BOLETO = 'Desculpe, não foi possível gerar o boleto.';

/**
 * One boleto for the selection (the instalments marked on the server, spec §4 flow: …/gerar-boleto): of the
 * selected quota only, or of every quota when the list unifies them. Asked again with nothing newly marked, it
 * answers the same boleto.
 */
export function useGerarBoleto(idCota: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unificar: boolean) =>
      chamar(boletosOperacoes.gerarDasMarcadas, {
        params: { id: idCota },
        query: { SN_UnificaParcelasOutrasCota: unificar ? 'S' : 'N' },
      }),
    meta: { erroTratado: true },
    onSuccess: (boleto: DadosBoleto) => {
      queryClient.setQueryData(
        chave(boletosOperacoes.boleto, { params: { id: idCota, ticket: boleto.nossoNumero } }),
        boleto,
      );
      void queryClient.invalidateQueries({
        queryKey: prefixo(boletosOperacoes.segundaVia.caminho, { id: idCota }),
      });
      void queryClient.invalidateQueries({
        queryKey: prefixo(boletosOperacoes.historico.caminho, { id: idCota }),
      });
      // A finished flow: the rating modal may ask how it went (only when its next-appearance date has come).
      pedirAvaliacaoDoFluxo({ fluxo: 'boletos' });
    },
  });
}

/** A 400 keeps the server's words (e.g. the grouping rule); anything else is the spec's generic message. */
export function mensagemErroGerarBoleto(erro: unknown): string {
  return erro instanceof ApiError && erro.status === 400 ? erro.mensagem : MENSAGEM_ERRO_GERAR_BOLETO;
}
