import { assembleiasOperacoes, formatarData, padGrupo, type AssembleiaOperador } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { useTituloOperador } from '../components/aparencia';
import {
  acaoDaAssembleia,
  contemplacoesPrevistas,
  SituacaoAssembleiaBadge,
} from '../components/situacao-assembleia';
import { caminhosOperador } from '../paths';
import { usePode } from '../use-pode';

const cabecalho = 'px-3 py-3 font-semibold first:pl-4 last:pr-4';
const celula = 'px-3 py-3.5 first:pl-4 last:pr-4';

/** Running first, then those that can start now, then the rest by date. */
function prioridade(a: AssembleiaOperador): number {
  if (a.situacao === 'em-andamento') return 0;
  if (a.podeIniciar) return 1;
  return a.situacao === 'agendada' ? 2 : 3;
}

function ordenar(lista: readonly AssembleiaOperador[]): AssembleiaOperador[] {
  return [...lista].sort(
    (a, b) =>
      prioridade(a) - prioridade(b) ||
      (a.dataSorteio < b.dataSorteio ? -1 : a.dataSorteio > b.dataSorteio ? 1 : 0) ||
      a.grupo - b.grupo,
  );
}

function Acao({ a, className }: { a: AssembleiaOperador; className?: string }) {
  const podeApurar = usePode(assembleiasOperacoes.iniciarApuracao);
  const rotulo = acaoDaAssembleia(a, podeApurar);
  const destaque = podeApurar && (a.situacao === 'em-andamento' || a.podeIniciar);
  return (
    <Link
      to={caminhosOperador.assembleia(a.idAssembleia)}
      className={buttonClasses({ variant: destaque ? 'primary' : 'secondary', size: 'sm', className })}
    >
      {rotulo}
      <span className="sr-only">
        {' '}
        a assembleia nº {a.numeroTotalAssembleia} do grupo {padGrupo(a.grupo)}
      </span>
      <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
    </Link>
  );
}

function Tabela({ lista }: { lista: readonly AssembleiaOperador[] }) {
  return (
    <>
      <div className="relative hidden overflow-x-auto rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70 md:block">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">Assembleias</caption>
          <thead className="border-b border-borda text-xs tracking-wide text-tinta-suave uppercase">
            <tr>
              <th scope="col" className={cabecalho}>
                Grupo
              </th>
              <th scope="col" className={cabecalho}>
                Assembleia
              </th>
              <th scope="col" className={cabecalho}>
                Lances até
              </th>
              <th scope="col" className={clsx(cabecalho, 'text-right')}>
                Lances ativos
              </th>
              <th scope="col" className={cabecalho}>
                Situação
              </th>
              <th scope="col" className={cabecalho}>
                <span className="sr-only">Ação</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-borda/70">
            {lista.map((a) => (
              <tr key={a.idAssembleia} className="align-middle">
                <th scope="row" className={clsx(celula, 'text-left font-normal')}>
                  <span className="tabular block font-semibold text-tinta">{padGrupo(a.grupo)}</span>
                  <span className="block text-xs text-tinta-suave">{a.descricaoBem}</span>
                </th>
                <td className={celula}>
                  <span className="tabular block font-semibold text-tinta">
                    nº {a.numeroTotalAssembleia} · {formatarData(a.dataSorteio)}
                  </span>
                  <span className="block text-xs text-tinta-suave">{contemplacoesPrevistas(a)}</span>
                </td>
                <td className={clsx(celula, 'tabular whitespace-nowrap text-tinta')}>
                  {formatarData(a.dataLimiteLance)}
                </td>
                <td className={clsx(celula, 'tabular text-right font-semibold text-tinta')}>
                  {a.lancesAtivos}
                </td>
                <td className={celula}>
                  <SituacaoAssembleiaBadge situacao={a.situacao} />
                </td>
                <td className={clsx(celula, 'text-right')}>
                  <Acao a={a} className="whitespace-nowrap" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden" aria-label="Assembleias">
        {lista.map((a) => (
          <li
            key={a.idAssembleia}
            className="flex flex-col gap-3 rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="tabular font-semibold text-tinta">
                  Grupo {padGrupo(a.grupo)} · nº {a.numeroTotalAssembleia}
                </p>
                <p className="text-xs text-tinta-suave">{a.descricaoBem}</p>
              </div>
              <SituacaoAssembleiaBadge situacao={a.situacao} />
            </div>
            <dl className="grid grid-cols-2 gap-3 rounded-xl bg-fundo/70 p-3 text-sm">
              <div>
                <dt className="text-xs text-tinta-suave">Data</dt>
                <dd className="tabular font-semibold text-tinta">{formatarData(a.dataSorteio)}</dd>
              </div>
              <div>
                <dt className="text-xs text-tinta-suave">Lances até</dt>
                <dd className="tabular font-semibold text-tinta">{formatarData(a.dataLimiteLance)}</dd>
              </div>
              <div>
                <dt className="text-xs text-tinta-suave">Lances ativos</dt>
                <dd className="tabular font-semibold text-tinta">{a.lancesAtivos}</dd>
              </div>
              <div>
                <dt className="text-xs text-tinta-suave">Contemplações</dt>
                <dd className="text-tinta">{contemplacoesPrevistas(a)}</dd>
              </div>
            </dl>
            <Acao a={a} className="w-full" />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /operador/assembleias: each group's next scheduled assembly, those running and the latest held. Only a
 * group's next scheduled one can start; a running one continues where it stopped.
 */
export default function AssembleiasOperador() {
  useTituloOperador('Assembleias');
  const assembleias = useQuery({
    ...consulta(assembleiasOperacoes.listarOperador),
    staleTime: 0,
    // Back-office screens show their own error states, never /indisponivel.
    meta: { semIndisponivel: true },
  });
  const lista = ordenar(assembleias.data?.assembleias ?? []);

  return (
    <>
      <PageHeader
        titulo="Assembleias"
        descricao="Informe o resultado da Loteria Federal e publique a apuração passo a passo, ao vivo para os clientes."
      />
      {assembleias.isPending ? (
        <CarregandoRegiao rotulo="Carregando as assembleias…" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 rounded-2xl" />
          ))}
        </CarregandoRegiao>
      ) : assembleias.isError ? (
        <ErrorState mensagem={assembleias.error.message} onRetry={() => void assembleias.refetch()} />
      ) : lista.length === 0 ? (
        <Card>
          <EmptyState
            icon={<CalendarDays />}
            titulo="Nenhuma assembleia"
            descricao="Quando os grupos tiverem assembleias agendadas, elas aparecem aqui."
          />
        </Card>
      ) : (
        <Tabela lista={lista} />
      )}
    </>
  );
}
