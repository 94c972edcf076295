import { boletosOperacoes, type BoletoOperador, type RegistrarPagamentoBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, chave } from '@/lib/operacoes';
import { chaveDaAuditoria } from './use-importar-retorno';

/** Settles the boleto by hand; the answer is the boleto as it is now. */
export function useRegistrarPagamento(nossoNumero: string) {
  const queryClient = useQueryClient();
  // Every search, whatever its text: a payment shows in all of them.
  const buscas = chave(boletosOperacoes.buscarOperador);
  return useMutation({
    mutationFn: (corpo: RegistrarPagamentoBody) =>
      chamar(boletosOperacoes.registrarPagamento, { params: { nossoNumero }, body: corpo }),
    // The form shows the refusal (already paid, amount too low, future date) itself.
    meta: { erroTratado: true },
    onSuccess: (pago: BoletoOperador) => {
      // Every search showing this boleto shows it paid at once, without searching again.
      queryClient.setQueriesData<{ boletos: BoletoOperador[] }>(
        { queryKey: buscas },
        (atual) =>
          atual && {
            boletos: atual.boletos.map((b) => (b.nossoNumero === pago.nossoNumero ? pago : b)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: chaveDaAuditoria });
    },
    // 'Já está pago': someone (or a bank return) got there first; the list catches up.
    onError: () => void queryClient.invalidateQueries({ queryKey: buscas }),
  });
}
