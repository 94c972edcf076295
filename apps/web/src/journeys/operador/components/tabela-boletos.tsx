import { formatarData, formatarInscricao, type BoletoOperador } from '@portal/domain';
import { clsx } from 'clsx';
import { HandCoins } from 'lucide-react';
import { Button } from '@/components/button';
import { Money } from '@/components/money';
import {
  boletoEmAberto,
  DadosDaBaixa,
  PagamentosDuplicados,
  ParcelasDoBoleto,
  ROTULOS_TIPO_BOLETO,
  SituacaoBoletoBadge,
} from './situacao-boleto';

const cabecalho = 'px-3 py-3 font-semibold first:pl-4 last:pr-4';
const celula = 'px-3 py-3.5 first:pl-4 last:pr-4';

/** Marks the element focus goes back to once the payment dialog of a boleto closes (see focarBoleto). */
const ATRIBUTO_FOCO = 'data-foco-boleto';

function BotaoRegistrar({
  boleto,
  onRegistrar,
  className,
}: {
  boleto: BoletoOperador;
  onRegistrar: (b: BoletoOperador) => void;
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      icon={<HandCoins className="size-4" aria-hidden="true" />}
      onClick={() => onRegistrar(boleto)}
      {...{ [ATRIBUTO_FOCO]: boleto.nossoNumero }}
    >
      Registrar pagamento<span className="sr-only"> do boleto {boleto.nossoNumero}</span>
    </Button>
  );
}

function Tipo({ boleto }: { boleto: BoletoOperador }) {
  return (
    <p className="tabular mt-0.5 text-xs text-tinta-suave">
      {ROTULOS_TIPO_BOLETO[boleto.tipo]} · emitido em {formatarData(boleto.dataEmissao)}
    </p>
  );
}

/**
 * The boletos found, as a table from md up and stacked cards on a phone. An open boleto offers 'Registrar
 * pagamento'; a paid one says when, how much and who settled it.
 */
export function TabelaBoletos({
  boletos,
  onRegistrar,
}: {
  boletos: readonly BoletoOperador[];
  onRegistrar: (b: BoletoOperador) => void;
}) {
  return (
    <>
      {/* `relative`: the buttons' screen-reader text is absolutely placed and would otherwise widen the page. */}
      <div className="relative hidden overflow-x-auto rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70 md:block">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Boletos encontrados</caption>
          <thead className="border-b border-borda text-xs tracking-wide text-tinta-suave uppercase">
            <tr>
              <th scope="col" className={cabecalho}>
                Nosso número
              </th>
              <th scope="col" className={cabecalho}>
                Cliente
              </th>
              <th scope="col" className={cabecalho}>
                Grupo/cota
              </th>
              <th scope="col" className={cabecalho}>
                Vencimento
              </th>
              <th scope="col" className={clsx(cabecalho, 'text-right')}>
                Valor
              </th>
              <th scope="col" className={cabecalho}>
                Situação
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-borda/70">
            {boletos.map((b) => (
              <tr key={b.nossoNumero} className="align-top">
                <th scope="row" className={clsx(celula, 'text-left font-normal')}>
                  <span
                    className="tabular rounded font-semibold text-tinta outline-none focus-visible:ring-2 focus-visible:ring-primaria"
                    tabIndex={-1}
                    {...(boletoEmAberto(b) ? {} : { [ATRIBUTO_FOCO]: b.nossoNumero })}
                  >
                    {b.nossoNumero}
                  </span>
                  <Tipo boleto={b} />
                </th>
                <td className={celula}>
                  <p className="font-semibold text-tinta">{b.cliente.nome}</p>
                  <p className="tabular mt-0.5 whitespace-nowrap text-tinta-suave">
                    {formatarInscricao(b.cliente.inscricaoNacional)}
                  </p>
                </td>
                <td className={clsx(celula, 'text-tinta')}>
                  <ParcelasDoBoleto boleto={b} empilhado />
                </td>
                <td className={clsx(celula, 'tabular whitespace-nowrap text-tinta')}>
                  {formatarData(b.dataVencimento)}
                </td>
                <td className={clsx(celula, 'text-right font-semibold text-tinta')}>
                  <Money centavos={b.valorCobrado} />
                </td>
                {/* The state and what can be done about it: the open boleto's action sits under its badge. */}
                <td className={celula}>
                  <SituacaoBoletoBadge situacao={b.situacao} />
                  <DadosDaBaixa boleto={b} />
                  <PagamentosDuplicados boleto={b} />
                  {boletoEmAberto(b) && (
                    <BotaoRegistrar boleto={b} onRegistrar={onRegistrar} className="mt-2 whitespace-nowrap" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden" aria-label="Boletos encontrados">
        {boletos.map((b) => (
          <li
            key={b.nossoNumero}
            className="flex flex-col gap-3 rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p
                  className="tabular rounded font-semibold text-tinta outline-none focus-visible:ring-2 focus-visible:ring-primaria"
                  tabIndex={-1}
                  {...(boletoEmAberto(b) ? {} : { [ATRIBUTO_FOCO]: b.nossoNumero })}
                >
                  <span className="sr-only">Nosso número </span>
                  {b.nossoNumero}
                </p>
                <Tipo boleto={b} />
              </div>
              <SituacaoBoletoBadge situacao={b.situacao} />
            </div>
            <div className="text-sm">
              <p className="font-semibold text-tinta">{b.cliente.nome}</p>
              <p className="tabular text-tinta-suave">{formatarInscricao(b.cliente.inscricaoNacional)}</p>
            </div>
            <dl className="grid grid-cols-2 gap-3 rounded-xl bg-fundo/70 p-3 text-sm">
              <div>
                <dt className="text-xs text-tinta-suave">Vencimento</dt>
                <dd className="tabular font-semibold text-tinta">{formatarData(b.dataVencimento)}</dd>
              </div>
              <div>
                <dt className="text-xs text-tinta-suave">Valor</dt>
                <dd className="font-semibold text-tinta">
                  <Money centavos={b.valorCobrado} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-tinta-suave">Grupo/cota</dt>
                <dd className="text-tinta">
                  <ParcelasDoBoleto boleto={b} />
                </dd>
              </div>
            </dl>
            <DadosDaBaixa boleto={b} />
            <PagamentosDuplicados boleto={b} />
            {boletoEmAberto(b) && <BotaoRegistrar boleto={b} onRegistrar={onRegistrar} className="w-full" />}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Puts focus on the visible copy (table or card) of a boleto's focus target, once the dialog has gone. */
export function focarBoleto(nossoNumero: string) {
  const alvos = document.querySelectorAll<HTMLElement>(`[${ATRIBUTO_FOCO}="${CSS.escape(nossoNumero)}"]`);
  const visivel = [...alvos].find((el) => el.offsetParent !== null);
  visivel?.focus();
}
