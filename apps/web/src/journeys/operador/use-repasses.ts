import {
  chaveDoCaminho,
  repassesOperacoes,
  type CancelarRepasseBody,
  type ImportarRetornoPagamentosBody,
  type RemessaPagamento,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { chamar } from '@/lib/operacoes';
import { chaveDaAuditoria } from './use-importar-retorno';

/** Every filter of the queue (GET /operador/v1/repasses). */
const chaveDaFila = chaveDoCaminho(repassesOperacoes.fila.caminho, undefined, undefined, 'operador');

function useAtualizar() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: chaveDaFila });
    void queryClient.invalidateQueries({ queryKey: chaveDaAuditoria });
  };
}

/** Downloads a remittance's file (.REM) under its own name. */
async function baixarRemessa(remessa: Pick<RemessaPagamento, 'id' | 'nomeArquivo'>) {
  const arquivo = await chamar(repassesOperacoes.arquivoRemessa, { params: { id: remessa.id } });
  baixarArquivo(arquivo, remessa.nomeArquivo);
}

/** Every scheduled payout of a partner into one CNAB 240 file, downloaded at once. */
export function useGerarRemessa() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: async (parceiroId: number) => {
      const remessa = await chamar(repassesOperacoes.gerarRemessa, { body: { parceiroId } });
      await baixarRemessa(remessa);
      return remessa;
    },
    // The screen shows "nothing to remit" and other refusals next to the partner's button.
    meta: { erroTratado: true },
    onSettled: atualizar,
  });
}

export function useBaixarRemessa() {
  return useMutation({ mutationFn: baixarRemessa, meta: { erroTratado: true } });
}

export function useImportarRetornoPagamentos() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (corpo: ImportarRetornoPagamentosBody) =>
      chamar(repassesOperacoes.importarRetorno, { body: corpo }),
    meta: { erroTratado: true },
    onSuccess: atualizar,
  });
}

export function useCancelarRepasse(id: number) {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (corpo: CancelarRepasseBody) =>
      chamar(repassesOperacoes.cancelar, { params: { id }, body: corpo }),
    meta: { erroTratado: true },
    onSettled: atualizar,
  });
}
