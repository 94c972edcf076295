import { faseEm, formatarData, formatarMoeda, valorEnviadoDaCompra, type CodigoFase } from '@portal/domain';
import { clsx } from 'clsx';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { BaixarPedido } from '../components/baixar-pedido';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useProgramacaoPagamento } from '../use-faturamento-novo';

const LIBERADO: CodigoFase[] = ['PAGAMENTO_LIBERADO', 'AGUARDANDO_PAGAMENTO', 'PAGAMENTO_ENVIADO'];

/**
 * /faturamentonovo/acompanharpagamento: the payment to the dealer, step by step, until sent; the programming
 * state in words comes from GET programar-pagamento.
 */
export default function AcompanharPagamento() {
  const programacao = useProgramacaoPagamento();
  return (
    <TelaNovo
      titulo="Acompanhe o pagamento"
      descricao="Pagamos a concessionária na conta informada."
      etapa={3}
      acao={(s) => (s.pedidoCompraDisponivel ? <BaixarPedido variant="secondary" /> : null)}
    >
      {(s) => {
        const enviado = faseEm(s.Fase__c, ['PAGAMENTO_ENVIADO']);
        const passos = [
          { titulo: 'Pedido de compra emitido', feito: s.pedidoCompraDisponivel },
          { titulo: 'Ordem de pagamento emitida', feito: Boolean(s.dados.ordemPagamento) || enviado },
          { titulo: 'Pagamento liberado', feito: faseEm(s.Fase__c, LIBERADO) },
          { titulo: 'Pagamento enviado à concessionária', feito: enviado },
        ];
        return (
          <>
            <div aria-live="polite" className="rounded-2xl bg-fundo p-4">
              <p className="text-sm text-tinta-suave">Situação</p>
              <p className="text-lg font-semibold text-tinta">
                {enviado
                  ? `Pagamento enviado${s.dados.pagamentoEnviadoEm ? ` em ${formatarData(s.dados.pagamentoEnviadoEm.slice(0, 10))}` : ''}`
                  : s.Fase__c}
              </p>
              {programacao.data && !enviado && (
                <p className="mt-1 text-[0.9375rem] text-tinta">{programacao.data.mensagem}</p>
              )}
              <p className="text-sm text-tinta-suave">
                Valor pago com o crédito:{' '}
                <span className="tabular font-semibold text-tinta">
                  {/* The value recorded with the vehicle: once paid, the credit still available is another. */}
                  {formatarMoeda(
                    s.dados.valorEnviado ??
                      valorEnviadoDaCompra(s.dados.valorCompra ?? 0, s.creditoDisponivel),
                  )}
                </span>
              </p>
            </div>
            <ol className="flex flex-col gap-3" aria-label="Etapas do pagamento">
              {passos.map((p) => (
                <li key={p.titulo} className="flex items-center gap-3">
                  {p.feito ? (
                    <CheckCircle2 className="size-5 shrink-0 text-sucesso" aria-hidden="true" />
                  ) : (
                    <Circle className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
                  )}
                  <span
                    className={clsx(
                      'text-[0.9375rem]',
                      p.feito ? 'font-semibold text-tinta' : 'text-tinta-suave',
                    )}
                  >
                    {p.titulo}
                    <span className="sr-only">{p.feito ? ' (concluída)' : ' (pendente)'}</span>
                  </span>
                </li>
              ))}
            </ol>
            {s.dados.ordemPagamento && (
              <Button asChild variant="secondary">
                <Link to={c.ordemPagamento}>Ver a ordem de pagamento</Link>
              </Button>
            )}
          </>
        );
      }}
    </TelaNovo>
  );
}
