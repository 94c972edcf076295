import { formatarData, type AssembleiaCalendario } from '@portal/domain';
import { CalendarDays, ChevronRight, History } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { caminhoDoResultado } from '../paths';
import { diaDaSemana, ROTULOS_SITUACAO_ASSEMBLEIA } from './textos';

function Numero({ n }: { n: number }) {
  return (
    <span
      className="tabular grid size-12 shrink-0 place-items-center rounded-2xl bg-primaria/10 text-center text-xs leading-tight font-semibold text-primaria-texto"
      aria-hidden="true"
    >
      nº
      <span className="block text-base font-bold">{n}</span>
    </span>
  );
}

/** The scheduled assemblies, soonest first, with bid deadline and instalment due date. */
export function CalendarioDoGrupo({ assembleias }: { assembleias: readonly AssembleiaCalendario[] }) {
  return (
    <Card as="section" aria-labelledby="titulo-calendario" className="flex flex-col gap-4">
      <h2 id="titulo-calendario" className="flex items-center gap-2 text-base font-semibold text-tinta">
        <CalendarDays className="size-5 text-tinta-suave" aria-hidden="true" />
        Calendário
      </h2>
      {assembleias.length === 0 ? (
        <EmptyState
          nivel={3}
          icon={<CalendarDays />}
          titulo="Sem assembleias agendadas"
          descricao="As próximas datas do grupo aparecem aqui assim que forem marcadas."
          className="py-6"
        />
      ) : (
        <ol className="flex flex-col divide-y divide-borda/70" aria-label="Próximas assembleias">
          {assembleias.map((a) => (
            <li key={a.idAssembleia} className="flex items-center gap-4 py-3.5 first:pt-0 last:pb-0">
              <Numero n={a.numeroTotalAssembleia} />
              <div className="min-w-0 flex-1">
                <p className="tabular font-semibold text-tinta">
                  <span className="sr-only">Assembleia nº {a.numeroTotalAssembleia}, </span>
                  {formatarData(a.dataSorteio)}
                  <span className="font-normal text-tinta-suave"> · {diaDaSemana(a.dataSorteio)}</span>
                </p>
                <p className="tabular mt-0.5 text-sm text-tinta-suave">
                  Lances até {formatarData(a.dataLimiteLance)} · vencimento {formatarData(a.dataVencimento)}
                </p>
              </div>
              {a.situacao === 'em-andamento' && (
                <Badge tone="perigo">{ROTULOS_SITUACAO_ASSEMBLEIA['em-andamento']}</Badge>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The group's held assemblies, latest first, each opening its published result. */
export function HistoricoDoGrupo({ assembleias }: { assembleias: readonly AssembleiaCalendario[] }) {
  return (
    <Card as="section" aria-labelledby="titulo-historico" className="flex flex-col gap-4">
      <h2 id="titulo-historico" className="flex items-center gap-2 text-base font-semibold text-tinta">
        <History className="size-5 text-tinta-suave" aria-hidden="true" />
        Histórico do grupo
      </h2>
      {assembleias.length === 0 ? (
        <EmptyState
          nivel={3}
          icon={<History />}
          titulo="Nenhuma assembleia realizada"
          descricao="Os resultados de cada assembleia do grupo ficam guardados aqui."
          className="py-6"
        />
      ) : (
        <ul className="-mx-2 flex flex-col" aria-label="Assembleias realizadas">
          {assembleias.map((a) => (
            <li key={a.idAssembleia}>
              <Link
                to={caminhoDoResultado(a.idAssembleia)}
                className="flex min-h-14 items-center gap-4 rounded-xl px-2 py-2.5 transition-colors hover:bg-fundo"
              >
                <Numero n={a.numeroTotalAssembleia} />
                <span className="min-w-0 flex-1">
                  <span className="tabular block font-semibold text-tinta">
                    <span className="sr-only">Resultado da assembleia nº {a.numeroTotalAssembleia}, </span>
                    {formatarData(a.realizadaEm ?? a.dataSorteio)}
                  </span>
                  <span className="block text-sm text-tinta-suave">Ver números sorteados e contempladas</span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-tinta-fraca" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
