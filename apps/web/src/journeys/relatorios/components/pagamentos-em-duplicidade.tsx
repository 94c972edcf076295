import { formatarData, type PagamentoDuplicado } from '@portal/domain';
import { Alert } from '@/components/alert';
import { Money } from '@/components/money';

/**
 * Money the customer paid that settled no instalment (a boleto paid twice, or one that had been replaced by a
 * newer boleto): it is never hidden, and the refund case that returns it is named.
 */
export function PagamentosEmDuplicidade({ pagamentos }: { pagamentos: readonly PagamentoDuplicado[] }) {
  if (pagamentos.length === 0) return null;
  return (
    <section aria-labelledby="titulo-duplicidade" className="flex flex-col gap-3">
      <h2 id="titulo-duplicidade" className="text-lg font-semibold text-tinta">
        Pagamentos em duplicidade
      </h2>
      <Alert tone="alerta" titulo="Vamos devolver estes valores">
        Recebemos estes pagamentos, mas eles não quitaram nenhuma parcela: o boleto já estava pago ou tinha
        sido substituído por outro. A devolução acontece pelo caso de devolução de valores indicado.
      </Alert>
      <ul className="flex flex-col divide-y divide-borda/70 rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70">
        {pagamentos.map((p, i) => (
          <li key={i} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
            <span className="text-tinta">
              Boleto <span className="tabular">{p.nossoNumero}</span>, pago em{' '}
              <span className="tabular">{formatarData(p.dataPagamento)}</span>
              {p.numeroCasoDevolucao && (
                <span className="block text-xs text-tinta-suave">
                  Caso de devolução <span className="tabular">{p.numeroCasoDevolucao}</span>
                </span>
              )}
            </span>
            <Money centavos={p.valorPago} className="font-semibold text-tinta" />
          </li>
        ))}
      </ul>
    </section>
  );
}
