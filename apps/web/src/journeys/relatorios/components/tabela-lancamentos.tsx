import { formatarData, type Extrato, type LancamentoExtrato } from '@portal/domain';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Money } from '@/components/money';
import { colunasDaComposicao } from './documentos';

/** Rows shown before "Mostrar todos": a long quota has more than a hundred payments. */
const LANCAMENTOS_INICIAIS = 12;

const th = 'px-3 py-3 font-semibold first:pl-4 last:pr-4';
const thValor = `${th} text-right`;
const tdValor = 'tabular px-3 py-3.5 text-right whitespace-nowrap last:pr-4';

/** The statement's payments: a table from md up, cards on a phone; newest first, as the server sends them. */
export function TabelaLancamentos({
  lancamentos,
  totais,
}: {
  lancamentos: readonly LancamentoExtrato[];
  totais: Extrato['totais'];
}) {
  const [todos, setTodos] = useState(false);
  const colunas = colunasDaComposicao(totais);
  const visiveis = todos ? lancamentos : lancamentos.slice(0, LANCAMENTOS_INICIAIS);
  const chave = (l: LancamentoExtrato) => `${l.numeroParcela}-${l.dataPagamento}-${l.historico}`;

  return (
    <div className="flex flex-col gap-3">
      <div className="hidden overflow-x-auto rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70 md:block">
        <table className="w-full min-w-[46rem] text-left text-sm">
          <caption className="sr-only">Pagamentos da cota, do mais recente ao mais antigo</caption>
          <thead className="border-b border-borda text-xs tracking-wide text-tinta-suave uppercase">
            <tr>
              <th scope="col" className={th}>
                Parcela
              </th>
              <th scope="col" className={th}>
                Pagamento
              </th>
              {colunas.map(({ campo, rotulo }) => (
                <th key={campo} scope="col" className={thValor}>
                  {rotulo}
                </th>
              ))}
              <th scope="col" className={thValor}>
                Valor pago
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-borda/70">
            {visiveis.map((l) => (
              <tr key={chave(l)} className="align-top transition-colors hover:bg-fundo/70">
                <th scope="row" className="py-3.5 pr-3 pl-4 text-left font-normal">
                  <span className="tabular block font-semibold text-tinta">Parcela {l.numeroParcela}</span>
                  <span className="block text-xs whitespace-nowrap text-tinta-suave">{l.historico}</span>
                </th>
                <td className="tabular px-3 py-3.5 whitespace-nowrap">
                  <span className="block text-tinta">{formatarData(l.dataPagamento)}</span>
                  <span className="block text-xs text-tinta-fraca">
                    venc. {formatarData(l.dataVencimento)}
                  </span>
                </td>
                {colunas.map(({ campo }) => (
                  <td key={campo} className={`${tdValor} text-tinta-suave`}>
                    <Money centavos={l[campo]} />
                  </td>
                ))}
                <td className={`${tdValor} font-semibold text-tinta`}>
                  <Money centavos={l.valorPago} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-borda bg-fundo/60 font-semibold text-tinta">
            <tr>
              <th scope="row" colSpan={2} className="py-3.5 pr-3 pl-4 text-left">
                Total pago na cota
              </th>
              {colunas.map(({ campo }) => (
                <td key={campo} className={tdValor}>
                  <Money centavos={totais[campo]} />
                </td>
              ))}
              <td className={tdValor}>
                <Money centavos={totais.valorPago} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden" aria-label="Pagamentos da cota">
        {visiveis.map((l) => (
          <li key={chave(l)} className="rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="tabular font-semibold text-tinta">Parcela {l.numeroParcela}</p>
                <p className="text-sm text-tinta-suave">{l.historico}</p>
              </div>
              <Money centavos={l.valorPago} className="font-semibold text-tinta" />
            </div>
            <p className="tabular mt-1 text-sm text-tinta-suave">
              Paga em {formatarData(l.dataPagamento)} · venc. {formatarData(l.dataVencimento)}
            </p>
            <details className="group mt-2">
              <summary className="-mx-2 inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-2 text-sm font-semibold text-primaria-texto [&::-webkit-details-marker]:hidden">
                Composição
                <ChevronDown
                  className="size-4 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-fundo/70 p-3 text-sm">
                {colunas.map(({ campo, rotulo }) => (
                  <div key={campo}>
                    <dt className="text-tinta-suave">{rotulo}</dt>
                    <dd className="font-semibold text-tinta">
                      <Money centavos={l[campo]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        ))}
      </ul>

      {lancamentos.length > LANCAMENTOS_INICIAIS && (
        // Stays in place (only its words change), so focus is not lost when the list grows or shrinks.
        <Button
          variant="secondary"
          className="self-center"
          aria-expanded={todos}
          icon={
            <ChevronDown
              className={todos ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'}
              aria-hidden="true"
            />
          }
          onClick={() => setTodos((t) => !t)}
        >
          {todos ? 'Mostrar só os mais recentes' : `Mostrar todos os ${lancamentos.length} pagamentos`}
        </Button>
      )}
    </div>
  );
}
