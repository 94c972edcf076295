import { formatarData, type ComprovantePagamentos } from '@portal/domain';
import { Money } from '@/components/money';

type Pagamento = ComprovantePagamentos['pagamentos'][number];

const th = 'px-4 py-3 font-semibold sm:px-5';
const td = 'tabular px-4 py-3.5 whitespace-nowrap sm:px-5';

/** The year's payments of the annual receipt: a table from sm up, a list on a phone; the total closes both. */
export function TabelaPagamentos({
  pagamentos,
  total,
  ano,
}: {
  pagamentos: readonly Pagamento[];
  total: number;
  ano: number;
}) {
  const chave = (p: Pagamento) => `${p.numeroParcela}-${p.dataPagamento}`;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70 sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Pagamentos de {ano}</caption>
          <thead className="border-b border-borda text-xs tracking-wide text-tinta-suave uppercase">
            <tr>
              <th scope="col" className={th}>
                Parcela
              </th>
              <th scope="col" className={th}>
                Vencimento
              </th>
              <th scope="col" className={th}>
                Pagamento
              </th>
              <th scope="col" className={`${th} text-right`}>
                Valor pago
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-borda/70">
            {pagamentos.map((p) => (
              <tr key={chave(p)} className="transition-colors hover:bg-fundo/70">
                <th scope="row" className={`${td} text-left font-semibold text-tinta`}>
                  Parcela {p.numeroParcela}
                </th>
                <td className={`${td} text-tinta-suave`}>{formatarData(p.dataVencimento)}</td>
                <td className={`${td} text-tinta`}>{formatarData(p.dataPagamento)}</td>
                <td className={`${td} text-right font-semibold text-tinta`}>
                  <Money centavos={p.valorPago} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-borda bg-fundo/60 font-semibold text-tinta">
            <tr>
              <th scope="row" colSpan={3} className={`${td} text-left`}>
                Total pago em {ano}
              </th>
              <td className={`${td} text-right`}>
                <Money centavos={total} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="overflow-hidden rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70 sm:hidden">
        <ul className="divide-y divide-borda/70" aria-label={`Pagamentos de ${ano}`}>
          {pagamentos.map((p) => (
            <li key={chave(p)} className="flex items-center justify-between gap-3 px-4 py-3.5">
              <div className="min-w-0">
                <p className="tabular font-semibold text-tinta">Parcela {p.numeroParcela}</p>
                <p className="tabular text-sm text-tinta-suave">Paga em {formatarData(p.dataPagamento)}</p>
                <p className="tabular text-xs text-tinta-fraca">
                  Vencimento {formatarData(p.dataVencimento)}
                </p>
              </div>
              <Money centavos={p.valorPago} className="font-semibold text-tinta" />
            </li>
          ))}
        </ul>
        <p className="flex items-center justify-between gap-3 border-t-2 border-borda bg-fundo/60 px-4 py-3.5 font-semibold text-tinta">
          <span>Total pago em {ano}</span>
          <Money centavos={total} />
        </p>
      </div>
    </>
  );
}
