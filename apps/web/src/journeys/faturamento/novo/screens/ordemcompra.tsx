import { formatarCnpj, formatarMoeda, valorEnviadoDaCompra } from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { BaixarPedido } from '../components/baixar-pedido';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';

/**
 * /faturamentonovo/ordemcompra (INDICAR_BEM_MANUAL, ERRO_INDICACAO_BEM and onwards): the purchase order the
 * dealer bills the vehicle with; the customer downloads it and hands it to the dealer.
 */
export default function OrdemCompra() {
  return (
    <TelaNovo
      titulo="Pedido de compra emitido"
      descricao="Entregue o pedido à concessionária: ela fatura o veículo em seu nome e nós pagamos a ela."
      etapa={3}
      acao={() => (
        <Button asChild variant="secondary">
          <Link to={c.acompanharPagamento}>
            Acompanhar o pagamento
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Link>
        </Button>
      )}
    >
      {(s) => (
        <>
          <DescriptionList
            itens={[
              {
                termo: 'Veículo',
                descricao: s.dados.veiculo
                  ? `${s.dados.veiculo.marca} ${s.dados.veiculo.modelo} ${s.dados.veiculo.ano}`
                  : '—',
              },
              { termo: 'Concessionária', descricao: s.dados.concessionaria?.razaoSocial ?? '—' },
              {
                termo: 'CNPJ',
                descricao: s.dados.concessionaria ? formatarCnpj(s.dados.concessionaria.cnpj) : '—',
              },
              {
                termo: 'Pago com o crédito',
                descricao: formatarMoeda(
                  s.dados.valorEnviado ?? valorEnviadoDaCompra(s.dados.valorCompra ?? 0, s.creditoDisponivel),
                ),
              },
            ]}
          />
          {s.pedidoCompraDisponivel ? (
            <BaixarPedido />
          ) : (
            <p className="text-sm text-tinta-suave">
              O pedido fica disponível depois da aprovação dos documentos.
            </p>
          )}
        </>
      )}
    </TelaNovo>
  );
}
