import {
  assembleiasOperacoes,
  hojeEmSaoPaulo,
  proximaAssembleia,
  type AssembleiaCalendario,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { consulta } from '@/lib/operacoes';
import { BannerAoVivo } from '../components/banner-ao-vivo';
import { CartaoProximaAssembleia } from '../components/cartao-proxima-assembleia';
import { CartaoUltimoResultado } from '../components/cartao-ultimo-resultado';
import { CotaDaPagina } from '../components/cota-da-pagina';
import { CalendarioDoGrupo, HistoricoDoGrupo } from '../components/listas-calendario';
import { useCotaSelecionada } from '@/lib/cotas';
import { useDashboardAssembleia } from '../use-dashboard-assembleia';

function porData(a: AssembleiaCalendario, b: AssembleiaCalendario) {
  return a.dataSorteio < b.dataSorteio ? -1 : a.dataSorteio > b.dataSorteio ? 1 : 0;
}

function Carregando() {
  return (
    <CarregandoRegiao rotulo="Carregando as assembleias do seu grupo…" className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <Card key={i} className="flex flex-col gap-4">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-11 w-40 rounded-full" />
          </Card>
        ))}
      </div>
      <Card className="flex flex-col gap-3">
        <Skeleton className="h-5 w-32" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </Card>
    </CarregandoRegiao>
  );
}

/**
 * /assemblies: the selected quota's group, month by month. The assembly running now (a banner into the live
 * view) or the next one with its bid deadline; the last result and whether this quota won; the calendar of
 * the scheduled ones and the history of the held ones, each opening its published result.
 */
export default function Assemblies() {
  useDocumentTitle('Assembleias');
  const { idCota, cota } = useCotaSelecionada();
  const calendario = useQuery({
    ...consulta(assembleiasOperacoes.calendario, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
  const dashboard = useDashboardAssembleia(idCota, { acompanhar: true });
  const hoje = hojeEmSaoPaulo();
  // When a run starts or a result is published, the calendar this screen shows changes too: ask it again, so a
  // customer who stays here goes live and, afterwards, never sees the held assembly still taking bids.
  const estadoDaApuracao = dashboard.data
    ? `${dashboard.data.aoVivo}:${dashboard.data.ultimoResultado?.idAssembleia ?? 0}`
    : null;
  const { refetch: atualizarCalendario } = calendario;
  const estadoVisto = useRef(estadoDaApuracao);
  useEffect(() => {
    if (estadoDaApuracao === null || estadoVisto.current === estadoDaApuracao) return;
    if (estadoVisto.current !== null) void atualizarCalendario();
    estadoVisto.current = estadoDaApuracao;
  }, [estadoDaApuracao, atualizarCalendario]);

  const todas = [...(calendario.data?.assembleias ?? [])].sort(porData);
  const rodando = todas.find((a) => a.situacao === 'em-andamento') ?? null;
  const futuras = todas.filter((a) => a.situacao !== 'realizada');
  const atual = rodando ?? proximaAssembleia(futuras, hoje) ?? futuras[0] ?? null;
  const realizadas = todas.filter((a) => a.situacao === 'realizada').reverse();
  const aoVivo = Boolean(dashboard.data?.aoVivo || rodando);

  return (
    <>
      <PageHeader titulo="Assembleias" descricao={<CotaDaPagina cota={cota} />} />
      {calendario.isPending ? (
        <Carregando />
      ) : calendario.isError ? (
        <ErrorState mensagem={calendario.error.message} onRetry={() => void calendario.refetch()} />
      ) : (
        <div className="flex flex-col gap-5 sm:gap-6">
          {aoVivo && <BannerAoVivo />}
          <div className="grid items-stretch gap-5 sm:gap-6 lg:grid-cols-2">
            <CartaoProximaAssembleia assembleia={atual} hoje={hoje} />
            {dashboard.isPending ? (
              <CarregandoRegiao rotulo="Carregando o último resultado…">
                <Card className="flex h-full flex-col gap-4">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-7 w-48" />
                  <Skeleton className="h-20 w-full" />
                </Card>
              </CarregandoRegiao>
            ) : dashboard.isError ? (
              <Alert
                tone="alerta"
                titulo="Não foi possível carregar o último resultado"
                acao={
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<RefreshCw className="size-4" aria-hidden="true" />}
                    loading={dashboard.isFetching}
                    onClick={() => void dashboard.refetch()}
                  >
                    Tentar novamente
                  </Button>
                }
              >
                {dashboard.error.message}
              </Alert>
            ) : (
              <CartaoUltimoResultado ultimo={dashboard.data.ultimoResultado} />
            )}
          </div>
          <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-2">
            <CalendarioDoGrupo assembleias={futuras} />
            <HistoricoDoGrupo assembleias={realizadas} />
          </div>
        </div>
      )}
    </>
  );
}
