import {
  casosOperacoes,
  formatarCnpj,
  formatarMoeda,
  faturamentoNovoOperacoes,
  type AcaoAnalistaNovoBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { PainelDeFaturamento } from './painel-faturamento';

/**
 * A new-vehicle (0 km) billing case in the back-office (issue 19): what the customer recorded and the analyst's
 * actions the phase allows now (approve the documents, invoice and correction letter, payment order, Detran
 * pendency, payment sent). Each moves the case and the customer's screen.
 */
export function FaturamentoNovoDoCaso({ numero }: { numero: string }) {
  const params = { caseNumber: numero };
  const painel = useQuery({
    ...consulta(faturamentoNovoOperacoes.painelAnalista, { params }),
    retry: false,
  });
  const queryClient = useQueryClient();
  const toast = useToast();
  const acao = useMutation({
    mutationFn: (body: AcaoAnalistaNovoBody) =>
      chamar(faturamentoNovoOperacoes.acaoDoAnalista, { params, body }),
    onSuccess: (p) => {
      queryClient.setQueryData(chave(faturamentoNovoOperacoes.painelAnalista, { params }), p);
      void queryClient.invalidateQueries({ queryKey: chave(casosOperacoes.detalheOperador, { params }) });
      toast({ titulo: 'Faturamento atualizado', descricao: `Fase: ${p.Fase__c}` });
    },
    meta: { erroTratado: true },
  });
  if (!painel.data) return null;
  const { dados, acoes } = painel.data;
  return (
    <PainelDeFaturamento
      id="painel-faturamento-novo"
      titulo="Faturamento do veículo 0 km"
      itens={[
        [
          'Veículo',
          dados.veiculo ? `${dados.veiculo.marca} ${dados.veiculo.modelo} ${dados.veiculo.ano}` : '—',
        ],
        ['Cor', dados.veiculo?.cor ?? '—'],
        ['Concessionária', dados.concessionaria?.razaoSocial ?? '—'],
        ['CNPJ', dados.concessionaria ? formatarCnpj(dados.concessionaria.cnpj) : '—'],
        ['Valor da compra', dados.valorCompra !== undefined ? formatarMoeda(dados.valorCompra) : '—'],
        [
          'Valor enviado (crédito)',
          dados.valorEnviado !== undefined ? formatarMoeda(dados.valorEnviado) : '—',
        ],
        ['Nota fiscal', dados.notaFiscal?.numero ?? '—'],
        ['Ordem de pagamento', dados.ordemPagamento?.numero ?? '—'],
      ]}
      acoes={acoes}
      executando={acao.isPending ? acao.variables.acao : null}
      erro={acao.error}
      aoExecutar={(a, texto, limpar) =>
        acao.mutate({ acao: a as AcaoAnalistaNovoBody['acao'], ...texto }, { onSuccess: limpar })
      }
    />
  );
}
