import { formatarData, lancesOperacoes, type PosicaoLanceHistorico } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChartNoAxesColumnIncreasing } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/badge';
import { Card } from '@/components/card';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { formatarPercentualLance } from './formatos';
import { graficoVencedores, resumoVencedores, ROTULOS_POSICAO } from './vencedores';
import { useValorAssentado } from './use-valor-assentado';

const TONS_POSICAO: Record<PosicaoLanceHistorico, BadgeTone> = {
  venceria: 'sucesso',
  empataria: 'alerta',
  'nao-venceria': 'neutro',
  'sem-lances': 'neutro',
};

/**
 * Beyond the spec: the group's winning bids in the last assemblies (lowest to highest contemplated %) and where
 * the customer's bid would have stood, as a table whose cells carry a small range bar.
 */
export function LancesVencedores({
  idCota,
  percentual,
  className,
}: {
  idCota: number;
  /** The bid being typed (4 decimals) or null. */
  percentual: number | null;
  className?: string;
}) {
  const assentado = useValorAssentado(percentual);
  const vencedores = useQuery({
    ...consulta(lancesOperacoes.vencedores, {
      params: { id: idCota },
      query: { percentual: assentado ?? undefined },
    }),
    // Past assemblies do not change while the customer types.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { semIndisponivel: true },
  });
  const h = vencedores.data;
  // A failure hides the panel: it helps the decision, it is not needed to bid.
  if (vencedores.isError && !h) return null;
  const comLance = assentado !== null && h?.vitorias !== null && h !== undefined;
  const grafico = h ? graficoVencedores(h, assentado) : null;

  return (
    <Card as="section" aria-labelledby="titulo-vencedores" className={clsx('flex flex-col gap-4', className)}>
      <div className="flex items-start gap-3">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <ChartNoAxesColumnIncreasing className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="titulo-vencedores" className="text-base font-semibold text-tinta">
            Lances vencedores do seu grupo
          </h2>
          <p className="mt-0.5 text-sm text-tinta-suave">Quanto foi preciso ofertar para ser contemplado.</p>
        </div>
      </div>

      {!h || !grafico ? (
        <CarregandoRegiao rotulo="Carregando os lances vencedores…" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-5/6" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-8" />
          ))}
        </CarregandoRegiao>
      ) : (
        <>
          <p className="text-[0.9375rem] leading-relaxed text-tinta" aria-live="polite">
            {resumoVencedores(h, comLance ? assentado : null)}
          </p>
          {h.assembleias.length > 0 && (
            <div className="-mx-1 overflow-x-auto px-1">
              <table className="w-full border-separate border-spacing-y-1.5 text-sm">
                <caption className="sr-only">
                  Faixa dos lances vencedores por assembleia
                  {comLance ? ` e onde o seu lance de ${formatarPercentualLance(assentado)} ficaria` : ''}
                </caption>
                <thead>
                  <tr className="text-left text-xs font-semibold text-tinta-fraca">
                    <th scope="col" className="pr-3 pb-1 font-semibold">
                      Assembleia
                    </th>
                    {/* The bar column takes the slack only from sm up: on a phone, a 100 % column left the
                        others their narrowest width, one letter per line once main breaks anywhere (index.css). */}
                    <th scope="col" className="pb-1 font-semibold sm:w-full">
                      Menor e maior lance vencedor
                    </th>
                    {comLance && (
                      <th scope="col" className="pb-1 pl-3 text-right font-semibold">
                        Seu lance
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {grafico.barras.map((b) => (
                    <tr key={b.numeroTotalAssembleia}>
                      <th scope="row" className="pr-3 text-left align-middle font-normal whitespace-nowrap">
                        <span className="tabular block font-semibold text-tinta">
                          nº {b.numeroTotalAssembleia}
                        </span>
                        <span className="tabular block text-xs text-tinta-fraca">
                          {formatarData(b.dataSorteio)}
                        </span>
                      </th>
                      <td className="align-middle">
                        {b.menorPercentual === null || b.maiorPercentual === null ? (
                          <span className="text-tinta-fraca">Nenhum lance contemplado</span>
                        ) : (
                          <>
                            <span className="tabular block text-tinta">
                              {formatarPercentualLance(b.menorPercentual)}
                              <span className="text-tinta-fraca"> a </span>
                              {formatarPercentualLance(b.maiorPercentual)}
                            </span>
                            <span
                              className="relative mt-1 block h-2 rounded-full bg-borda/70"
                              aria-hidden="true"
                            >
                              <span
                                className="absolute inset-y-0 rounded-full bg-primaria/70"
                                style={{
                                  left: `${b.inicio}%`,
                                  width: `${Math.max(1.5, b.fim - b.inicio)}%`,
                                }}
                              />
                              {comLance && grafico.marcador !== null && (
                                <span
                                  className="absolute -inset-y-1 w-0.5 rounded-full bg-tinta"
                                  style={{ left: `calc(${grafico.marcador}% - 1px)` }}
                                />
                              )}
                            </span>
                          </>
                        )}
                      </td>
                      {comLance && (
                        <td className="pl-3 text-right align-middle">
                          {b.posicao && (
                            <Badge tone={TONS_POSICAO[b.posicao]}>{ROTULOS_POSICAO[b.posicao]}</Badge>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p
                className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-tinta-suave"
                aria-hidden="true"
              >
                <span className="inline-flex items-center gap-1.5">
                  <span className="h-2 w-5 rounded-full bg-primaria/70" /> faixa vencedora
                </span>
                {comLance && (
                  <span className="inline-flex items-center gap-1.5">
                    <span className="h-3 w-0.5 rounded-full bg-tinta" /> seu lance
                  </span>
                )}
                <span className="tabular">escala de 0% a {grafico.teto}%</span>
              </p>
            </div>
          )}
          <p className="text-xs leading-relaxed text-tinta-fraca">
            Empates são decididos pela proximidade do número sorteado na Loteria Federal. O resultado de
            assembleias passadas não garante o das próximas.
          </p>
        </>
      )}
    </Card>
  );
}
