import { formatarPercentual, padCota, rotuloModalidade, type ResultadoApuracao } from '@portal/domain';
import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { Money } from '@/components/money';

function Numero({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-fundo/70 p-3">
      <dt className="text-xs text-tinta-suave">{termo}</dt>
      {/* A large amount ('R$ 333.750,00') wraps inside its tile rather than spilling out of the card. */}
      <dd className="tabular mt-0.5 font-bold [overflow-wrap:anywhere] text-tinta">{children}</dd>
    </div>
  );
}

/** The computed result in one card: drawn numbers, contemplated quotas, bid range and funds. */
export function ResumoApuracao({ resultado }: { resultado: ResultadoApuracao }) {
  const faixa = resultado.faixaLances;
  return (
    <Card as="section" aria-labelledby="titulo-resumo" className="flex flex-col gap-5 sm:p-6">
      <h2 id="titulo-resumo" className="text-base font-semibold text-tinta">
        Resultado
      </h2>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(10.5rem,1fr))] gap-3">
        <Numero termo="Números sorteados">
          {resultado.sorteios.length === 0
            ? 'Nenhum'
            : resultado.sorteios.map((s) => padCota(s.numeroEquivalente)).join(', ')}
        </Numero>
        <Numero termo="Lances vencedores">
          {faixa
            ? faixa.menorPercentual === faixa.maiorPercentual
              ? formatarPercentual(faixa.menorPercentual, 4)
              : `${formatarPercentual(faixa.menorPercentual, 4)} a ${formatarPercentual(faixa.maiorPercentual, 4)}`
            : 'Nenhum'}
        </Numero>
        <Numero termo="Recursos utilizados">
          <Money centavos={resultado.fundosUtilizados} />
        </Numero>
        <Numero termo="Lances não contemplados">{resultado.lancesEncerrados.length}</Numero>
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-tinta">Cotas contempladas</h3>
        {resultado.contempladas.length === 0 ? (
          <p className="mt-2 text-sm text-tinta-suave">Nenhuma cota contemplada.</p>
        ) : (
          <ol className="mt-2 flex flex-col divide-y divide-borda/70">
            {resultado.contempladas.map((c) => (
              <li key={c.ordem} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <span>
                  <span className="tabular font-semibold text-tinta">
                    {c.ordem}. Cota {padCota(c.cota)}
                  </span>
                  <span className="block text-tinta-suave">
                    {c.forma === 'sorteio' ? 'Sorteio' : 'Lance'} · {rotuloModalidade(c.modalidade)}
                  </span>
                </span>
                {c.forma === 'lance' && (
                  <span className="text-right">
                    <span className="tabular block font-semibold text-tinta">
                      {formatarPercentual(c.percentualLance ?? 0, 4)}
                    </span>
                    {c.valorLance !== null && <Money centavos={c.valorLance} className="text-tinta-suave" />}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      {resultado.limitadoPorFundos && (
        <p className="text-sm text-tinta-suave">
          Os recursos do grupo acabaram antes do número de contemplações previsto.
        </p>
      )}
    </Card>
  );
}
