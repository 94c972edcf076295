import {
  formatarData,
  formatarPercentual,
  hojeEmSaoPaulo,
  padCota,
  padGrupo,
  rotuloModalidade,
  type AssembleiaCalendario,
  type Cota,
} from '@portal/domain';
import { ChevronRight, Flag, PartyPopper, Radio, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { placarAoVivo } from '../components/ao-vivo';
import { CotaDaPagina } from '../components/cota-da-pagina';
import { FeedAoVivo } from '../components/feed-ao-vivo';
import { PlacarAoVivoCard } from '../components/placar-ao-vivo';
import { StatusTransmissao } from '../components/status-transmissao';
import { dataPorExtenso } from '../components/textos';
import { useAoVivo } from '../components/use-ao-vivo';
import { useCotaSelecionada } from '@/lib/cotas';
import { caminhoDoResultado, caminhosAssembleias } from '../paths';
import { useDashboardAssembleia } from '../use-dashboard-assembleia';

const TITULO = 'Assembleia ao vivo';
const VOLTAR = { para: caminhosAssembleias.assembleias, rotulo: 'Assembleias' };

function SemAssembleia({
  cota,
  proxima,
  aguardando,
  onVerificar,
}: {
  cota: Cota | null;
  proxima: AssembleiaCalendario | null;
  aguardando: boolean;
  onVerificar: () => void;
}) {
  return (
    <>
      <PageHeader titulo={TITULO} descricao={<CotaDaPagina cota={cota} />} voltar={VOLTAR} />
      <Card>
        <EmptyState
          icon={<Radio />}
          titulo="Nenhuma assembleia acontecendo agora"
          descricao={
            <>
              {proxima ? (
                <>
                  A próxima assembleia do seu grupo é a nº {proxima.numeroTotalAssembleia}, na{' '}
                  <span className="tabular">{dataPorExtenso(proxima.dataSorteio)}</span>.
                </>
              ) : (
                'O seu grupo não tem assembleia agendada no momento.'
              )}
              {aguardando && ' Deixe esta página aberta: a transmissão começa sozinha assim que ela começar.'}
            </>
          }
          acao={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                variant="secondary"
                icon={<RefreshCw className="size-4" aria-hidden="true" />}
                onClick={onVerificar}
              >
                Verificar de novo
              </Button>
              <Button asChild variant="ghost">
                <Link to={caminhosAssembleias.assembleias}>Ver o calendário</Link>
              </Button>
            </div>
          }
        />
      </Card>
    </>
  );
}

function Transmissao({
  idCota,
  cota,
  proxima,
  aguardarInicio,
  onVerificar,
}: {
  idCota: number;
  cota: Cota | null;
  proxima: AssembleiaCalendario | null;
  aguardarInicio: boolean;
  onVerificar: () => void;
}) {
  const { fase, mensagens } = useAoVivo(idCota, aguardarInicio);
  const placar = placarAoVivo(mensagens);
  const cotaPropria = cota?.cota ?? null;
  const propria = placar.contempladas.find((c) => c.cota === cotaPropria);

  if (fase === 'sem-assembleia')
    return (
      <SemAssembleia cota={cota} proxima={proxima} aguardando={aguardarInicio} onVerificar={onVerificar} />
    );

  const descricao =
    placar.numeroTotalAssembleia !== null && cota ? (
      <span className="tabular">
        Assembleia nº {placar.numeroTotalAssembleia} · Grupo {padGrupo(cota.grupo)}
        {placar.dataSorteio && ` · ${formatarData(placar.dataSorteio)}`}
      </span>
    ) : (
      <CotaDaPagina cota={cota} />
    );

  return (
    <>
      <PageHeader
        titulo={TITULO}
        descricao={descricao}
        voltar={VOLTAR}
        acoes={<StatusTransmissao fase={fase} />}
      />
      {mensagens.length === 0 ? (
        <CarregandoRegiao
          rotulo="Conectando à assembleia…"
          className="grid gap-5 lg:grid-cols-[22rem_minmax(0,1fr)]"
        >
          <Skeleton className="h-64 rounded-2xl" />
          <div className="flex flex-col gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 rounded-2xl" />
            ))}
          </div>
        </CarregandoRegiao>
      ) : (
        <div className="flex flex-col gap-5 sm:gap-6">
          {fase === 'reconectando' && (
            <Alert tone="alerta" role="status" titulo="Conexão perdida. Reconectando…">
              O que acontecer enquanto isso aparece aqui assim que a conexão voltar.
            </Alert>
          )}
          {propria && (
            <Card className="flex items-start gap-4 bg-sucesso-fundo ring-sucesso/30">
              <span
                className="grid size-12 shrink-0 place-items-center rounded-2xl bg-sucesso text-white [&_svg]:size-6"
                aria-hidden="true"
              >
                <PartyPopper />
              </span>
              <div className="min-w-0">
                <h2 className="text-lg font-bold tracking-tight text-[#0b4f28]">
                  Parabéns! Sua cota {padCota(propria.cota)} foi contemplada
                </h2>
                <p className="mt-1 text-[0.9375rem] text-[#0b4f28]">
                  {propria.forma === 'sorteio'
                    ? 'Por sorteio.'
                    : `Por lance: ${rotuloModalidade(propria.modalidade)} de ${formatarPercentual(propria.percentualLance ?? 0, 4)}.`}{' '}
                  O resultado oficial fica disponível quando a assembleia terminar.
                </p>
              </div>
            </Card>
          )}
          {placar.encerrada && placar.idAssembleia !== null && (
            <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <span
                className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primaria/10 text-primaria-texto [&_svg]:size-6"
                aria-hidden="true"
              >
                <Flag />
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-bold tracking-tight text-tinta">Assembleia encerrada</h2>
                <p className="mt-1 text-[0.9375rem] text-tinta-suave">
                  O resultado foi publicado com todos os dados da apuração, para você conferir.
                </p>
              </div>
              <Button asChild className="sm:shrink-0">
                <Link to={caminhoDoResultado(placar.idAssembleia)}>
                  Ver resultado completo
                  <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
                </Link>
              </Button>
            </Card>
          )}
          <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
            <PlacarAoVivoCard placar={placar} cotaPropria={cotaPropria} />
            <section aria-labelledby="titulo-acontecimentos" className="flex flex-col gap-3">
              <h2 id="titulo-acontecimentos" className="text-base font-semibold text-tinta">
                Acontecimentos
              </h2>
              <FeedAoVivo mensagens={mensagens} cotaPropria={cotaPropria} />
            </section>
          </div>
        </div>
      )}
    </>
  );
}

/**
 * /assemblies/ao-vivo: the quota group's assembly as the operator runs it, step by step (server-sent events).
 * Each drawn number and contemplation appears as it is published; the customer's own quota stands out; the
 * end links to the published result. Nothing running: says so, with the next date.
 */
export default function AoVivo() {
  useDocumentTitle(TITULO);
  const { idCota, cota } = useCotaSelecionada();
  const dashboard = useDashboardAssembleia(idCota);
  // "Verificar de novo" starts a fresh watch (a new key remounts it with a clean feed).
  const [rodada, setRodada] = useState(0);
  if (idCota === undefined) return null;
  const proxima = dashboard.data?.proximaAssembleia ?? null;
  const aguardarInicio = proxima !== null && proxima.dataSorteio <= hojeEmSaoPaulo();
  return (
    <Transmissao
      key={`${idCota}:${rodada}`}
      idCota={idCota}
      cota={cota}
      proxima={proxima}
      aguardarInicio={aguardarInicio}
      onVerificar={() => setRodada((r) => r + 1)}
    />
  );
}
