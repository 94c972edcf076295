import { formatarData, padCota, padGrupo, type BoletoEmitido } from '@portal/domain';
import { CircleCheck, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Money } from '@/components/money';
import { BotaoCopiar } from '@/components/copy-button';
import { parcelasPorCota, resumirNumeros, rotuloDoQueCobre } from './parcelas-do-boleto';
import { ROTULOS_TIPO_BOLETO, SituacaoBoletoBadge } from './situacao-boleto';

/** One issued boleto in the history: state, kind, amount, due date, what it pays; paid or ready to pay. */
export function CartaoBoletoEmitido({
  boleto,
  abrir,
  gerarNovo,
}: {
  boleto: BoletoEmitido;
  /** Where the open boleto is shown whole (PDF, PIX, e-mail). */
  abrir: string;
  /** Where a new boleto replaces an overdue one. */
  gerarNovo: string;
}) {
  const tituloId = `boleto-${boleto.nossoNumero}`;
  const pago = boleto.situacao === 'pago';
  const cotas = parcelasPorCota(boleto.parcelas);
  return (
    <Card as="li" padding="none" aria-labelledby={tituloId} className="overflow-hidden">
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 id={tituloId} className="text-base font-semibold text-tinta">
              Boleto de {ROTULOS_TIPO_BOLETO[boleto.tipo].toLowerCase()}
            </h2>
            <p className="tabular text-sm text-tinta-suave">
              Emitido em {formatarData(boleto.dataEmissao)} · nº {boleto.nossoNumero}
            </p>
          </div>
          <SituacaoBoletoBadge situacao={boleto.situacao} />
        </div>

        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-xs font-medium text-tinta-suave">Valor</dt>
            <dd className="mt-0.5 text-xl font-bold text-tinta">
              <Money centavos={boleto.valorCobrado} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-tinta-suave">Vencimento</dt>
            <dd className="tabular mt-0.5 text-xl font-bold text-tinta">
              {formatarData(boleto.dataVencimento)}
            </dd>
          </div>
        </dl>

        <div>
          <h3 className="text-xs font-medium text-tinta-suave">
            {rotuloDoQueCobre(boleto.tipo, boleto.situacao)}
          </h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {cotas.map((c) => (
              <li key={c.idCota} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0">
                  <span className="tabular font-semibold text-tinta">
                    Grupo {padGrupo(c.grupo)} · Cota {padCota(c.cota)}
                  </span>
                  <span className="text-tinta-suave"> · {resumirNumeros(c.numeros)}</span>
                </span>
                {cotas.length > 1 && <Money centavos={c.total} className="text-tinta-suave" />}
              </li>
            ))}
            {cotas.length === 0 && <li className="text-tinta-suave">Saldo devedor da cota</li>}
          </ul>
        </div>
      </div>

      {pago ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 bg-sucesso-fundo px-5 py-3.5 text-sm text-[#0b4f28] sm:px-6">
          <CircleCheck className="size-4 shrink-0 text-sucesso" aria-hidden="true" />
          <span className="tabular font-semibold">
            Pago em {boleto.dataPagamento ? formatarData(boleto.dataPagamento) : '—'}
          </span>
          {boleto.valorPago !== null && (
            <span>
              · valor pago <Money centavos={boleto.valorPago} className="font-semibold" />
            </span>
          )}
        </p>
      ) : boleto.situacao === 'aberto' ? (
        <div className="flex items-center justify-end gap-2 border-t border-borda/70 px-5 py-3.5 sm:px-6">
          <BotaoCopiar
            texto={boleto.linhaDigitavel}
            rotulo={`Copiar linha digitável do boleto ${boleto.nossoNumero}`}
            confirmacao="Código copiado"
          />
          <Button asChild size="sm" className="flex-1 sm:flex-none">
            <Link to={abrir} aria-label={`Ver boleto ${boleto.nossoNumero}: PDF, PIX e e-mail`}>
              Ver boleto
              <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : boleto.situacao === 'vencido' ? (
        <div className="flex flex-col gap-2 border-t border-borda/70 px-5 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-sm text-tinta-suave">
            Este boleto venceu. Gere um novo, com os valores de hoje.
          </p>
          <Button asChild size="sm" variant="secondary">
            <Link to={gerarNovo}>
              Gerar novo boleto
              <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
