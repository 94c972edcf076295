import { formatarCnpj, formatarData, formatarMoeda, valorEnviadoDaCompra } from '@portal/domain';
import { DescriptionList } from '@/components/description-list';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';

/** /faturamentonovo/ordempagamento: the payment order the administrator issued to pay the dealer. */
export default function OrdemPagamento() {
  return (
    <TelaNovo
      titulo="Ordem de pagamento"
      etapa={3}
      voltar={{ para: c.acompanharPagamento, rotulo: 'Acompanhar o pagamento' }}
    >
      {(s) => {
        const ordem = s.dados.ordemPagamento;
        const conta = s.dados.dadosBancarios;
        if (!ordem)
          return <p className="text-[0.9375rem] text-tinta">A ordem de pagamento ainda não foi emitida.</p>;
        return (
          <DescriptionList
            itens={[
              { termo: 'Número', descricao: ordem.numero },
              { termo: 'Emitida em', descricao: formatarData(ordem.emitidaEm.slice(0, 10)) },
              {
                termo: 'Valor',
                descricao: formatarMoeda(
                  s.dados.valorEnviado ?? valorEnviadoDaCompra(s.dados.valorCompra ?? 0, s.creditoDisponivel),
                ),
              },
              { termo: 'Favorecido', descricao: s.dados.concessionaria?.razaoSocial ?? '—' },
              {
                termo: 'CNPJ',
                descricao: s.dados.concessionaria ? formatarCnpj(s.dados.concessionaria.cnpj) : '—',
              },
              {
                termo: 'Conta',
                descricao: conta
                  ? `${conta.banco} · ag. ${conta.agencia} · ${conta.conta}-${conta.digitoConta}`
                  : '—',
              },
            ]}
          />
        );
      }}
    </TelaNovo>
  );
}
