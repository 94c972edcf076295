import {
  assembleiasOperacoes,
  formatarData,
  formatarPercentual,
  padCota,
  padGrupo,
  ROTULOS_MOTIVO_LANCE_ENCERRADO,
  rotuloModalidade,
  type ResultadoAssembleia,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { consulta } from '@/lib/operacoes';
import { textoFaixaLances } from '../components/cartao-ultimo-resultado';
import { ConferirResultado } from '../components/conferir-resultado';
import { CotasContempladas, LancesEncerrados } from '../components/cotas-contempladas';
import { EntradasApuracao } from '../components/entradas-apuracao';
import { NumerosSorteados } from '../components/numeros-sorteados';
import { useCotaSelecionada } from '@/lib/cotas';
import { caminhosAssembleias, PARAM_ASSEMBLEIA } from '../paths';

const VOLTAR = { para: caminhosAssembleias.assembleias, rotulo: 'Assembleias' };

function Indicador({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70">
      <dt className="text-xs text-tinta-suave">{termo}</dt>
      <dd className="tabular mt-1 text-lg leading-snug font-bold tracking-tight text-tinta">{children}</dd>
    </div>
  );
}

/** What this result meant for the customer's own quota, when it took part. */
function SuaCota({ r, cota }: { r: ResultadoAssembleia; cota: number | null }) {
  if (cota === null) return null;
  const contemplada = r.resultado.contempladas.find((c) => c.cota === cota);
  if (contemplada)
    return (
      <Alert tone="sucesso" titulo={`Sua cota ${padCota(cota)} foi contemplada nesta assembleia`}>
        {contemplada.forma === 'sorteio'
          ? 'Por sorteio.'
          : `Por lance: ${rotuloModalidade(contemplada.modalidade)} de ${formatarPercentual(contemplada.percentualLance ?? 0, 4)}.`}
      </Alert>
    );
  const lance = r.resultado.lancesEncerrados.find((l) => l.cota === cota);
  if (lance)
    return (
      <Alert
        tone="info"
        titulo={`Seu lance de ${formatarPercentual(lance.percentual, 4)} ficou em ${lance.posicaoLance}º lugar`}
      >
        {ROTULOS_MOTIVO_LANCE_ENCERRADO[lance.motivo]}.
      </Alert>
    );
  return null;
}

function Resultado({ r, cota }: { r: ResultadoAssembleia; cota: number | null }) {
  const { entrada, resultado } = r;
  return (
    <div className="flex flex-col gap-5 sm:gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Indicador termo="Cotas contempladas">{resultado.contempladas.length}</Indicador>
        <Indicador termo="Lances vencedores">
          <span className="text-[0.9375rem]">{textoFaixaLances(resultado.faixaLances)}</span>
        </Indicador>
        <Indicador termo="Recursos utilizados">
          <Money centavos={resultado.fundosUtilizados} />
        </Indicador>
        <Indicador termo="Recursos restantes">
          <Money centavos={resultado.fundosRestantes} />
        </Indicador>
      </dl>
      {resultado.limitadoPorFundos && (
        <Alert tone="info" titulo="Contemplações limitadas pelos recursos">
          Os recursos do grupo acabaram antes do número de contemplações previsto.
        </Alert>
      )}
      <SuaCota r={r} cota={cota} />
      <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-2">
        <NumerosSorteados sorteios={resultado.sorteios} cotaPropria={cota} />
        <div className="flex flex-col gap-5 sm:gap-6">
          <CotasContempladas contempladas={resultado.contempladas} cotaPropria={cota} />
          <LancesEncerrados lances={resultado.lancesEncerrados} cotaPropria={cota} />
        </div>
      </div>
      <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-2">
        <ConferirResultado entrada={entrada} resultado={resultado} conjunto={r.conjuntoElegivel} />
        <EntradasApuracao entrada={entrada} resultado={resultado} />
      </div>
    </div>
  );
}

function Carregando() {
  return (
    <CarregandoRegiao rotulo="Carregando o resultado…" className="flex flex-col gap-5">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </CarregandoRegiao>
  );
}

/**
 * /assemblies/details?assembleia={id}: a published result (the latest held one without the parameter). The
 * drawn numbers with each step of the rule, the contemplated quotas and how, the winning bid range, the
 * other bids by quota number, the funds, the inputs, and a button that recomputes it all in the browser.
 */
export default function Details() {
  const [params] = useSearchParams();
  const pedida = Number(params.get(PARAM_ASSEMBLEIA));
  const idPedida = Number.isInteger(pedida) && pedida > 0 ? pedida : undefined;
  const { idCota, cota } = useCotaSelecionada();
  // Without a parameter, the calendar says which is the latest held.
  const idDoCalendario = idPedida === undefined ? idCota : undefined;
  const calendario = useQuery({
    ...consulta(assembleiasOperacoes.calendario, { params: { id: idDoCalendario ?? 0 } }),
    enabled: idDoCalendario !== undefined,
  });
  const ultimaRealizada = calendario.data?.assembleias
    .filter((a) => a.situacao === 'realizada')
    .sort((a, b) => (a.dataSorteio < b.dataSorteio ? 1 : -1))[0];
  const idAssembleia = idPedida ?? ultimaRealizada?.idAssembleia;
  const resultado = useQuery({
    ...consulta(assembleiasOperacoes.resultado, { params: { id: idCota ?? 0, assembly: idAssembleia ?? 0 } }),
    enabled: idCota !== undefined && idAssembleia !== undefined,
    // A published result never changes.
    staleTime: Infinity,
  });
  const r = resultado.data;
  useDocumentTitle(r ? `Resultado da assembleia nº ${r.numeroTotalAssembleia}` : 'Resultado da assembleia');

  const semResultado = idPedida === undefined && calendario.isSuccess && !ultimaRealizada;
  const carregando =
    idPedida === undefined
      ? calendario.isPending || (!semResultado && resultado.isPending)
      : resultado.isPending;
  const erro = calendario.error ?? resultado.error;

  return (
    <>
      <PageHeader
        titulo={r ? `Resultado da assembleia nº ${r.numeroTotalAssembleia}` : 'Resultado da assembleia'}
        descricao={
          r && (
            <span className="tabular">
              Grupo {padGrupo(r.grupo)} · realizada em {formatarData(r.realizadaEm)}
            </span>
          )
        }
        voltar={VOLTAR}
      />
      {semResultado ? (
        <Card>
          <EmptyState
            icon={<History />}
            titulo="Nenhum resultado publicado"
            descricao="O seu grupo ainda não teve assembleias realizadas."
            acao={
              <Button asChild variant="secondary">
                <Link to={caminhosAssembleias.assembleias}>Ver o calendário</Link>
              </Button>
            }
          />
        </Card>
      ) : erro ? (
        <ErrorState
          mensagem={erro.message}
          onRetry={() => void (calendario.isError ? calendario.refetch() : resultado.refetch())}
        />
      ) : carregando || !r ? (
        <Carregando />
      ) : (
        <Resultado r={r} cota={cota?.cota ?? null} />
      )}
    </>
  );
}
