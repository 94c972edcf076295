import { cotaPodePedirDevolucao, estaCancelada, hojeEmSaoPaulo, seguroOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeftRight,
  ArrowRightLeft,
  Banknote,
  ChevronRight,
  FastForward,
  Umbrella,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { Tabs } from '@/components/tabs';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';
import { useCota } from '@/lib/cotas';
import { consulta } from '@/lib/operacoes';
import { ResumoCota } from '../components/resumo-cota';
import { SecaoDadosCadastrais, SecaoDetalhes, SecaoExtrato } from '../components/secoes-cota';
import { caminhosCotas } from '../paths';

function CarregandoDetalhe() {
  return (
    <CarregandoRegiao rotulo="Carregando os detalhes da cota…" className="flex flex-col gap-6">
      <Card padding="none" className="overflow-hidden">
        <div className="flex flex-col gap-4 p-6">
          <div className="flex gap-4">
            <Skeleton className="size-14 rounded-2xl" />
            <div className="flex flex-1 flex-col gap-2 pt-1">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
          <Skeleton className="mt-4 h-4 w-28" />
          <Skeleton className="h-9 w-56" />
        </div>
        <div className="grid grid-cols-2 gap-4 border-t border-borda/70 p-6">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      </Card>
      <Skeleton className="h-12 rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
    </CarregandoRegiao>
  );
}

/** /detalhes-da-cota: the selected quota (the session's default quota), in full. */
/** One of the quota's services: an icon, what it is and a line about it. */
function Servico({
  para,
  Icone,
  titulo,
  texto,
}: {
  para: string;
  Icone: LucideIcon;
  titulo: string;
  texto: string;
}) {
  return (
    <Link
      to={para}
      className="group flex items-center gap-4 rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70 hover:ring-primaria/40"
    >
      <span
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
        aria-hidden="true"
      >
        <Icone className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-tinta">{titulo}</span>
        <span className="block text-sm text-tinta-suave">{texto}</span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-tinta-fraca" aria-hidden="true" />
    </Link>
  );
}

export default function DetalhesDaCota() {
  useDocumentTitle('Detalhes da cota');
  const idCota = useSessao()?.idCotaPadrao;
  const cota = useCota(idCota);
  // 03 §4: cancelled quotas skip the insurance offer.
  const cancelada = cota.data ? estaCancelada(cota.data.situacaoCota) : true;
  const seguro = useQuery({
    ...consulta(seguroOperacoes.dados, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined && !cancelada,
  });
  const hoje = hojeEmSaoPaulo();
  const trocar = (
    <Button asChild variant="secondary" size="sm">
      <Link to={caminhosCotas.lista}>
        <ArrowLeftRight className="size-4" aria-hidden="true" />
        Trocar cota
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader
        titulo="Detalhes da cota"
        voltar={{ para: caminhosCotas.lista, rotulo: 'Grupos e cotas' }}
        acoes={cota.data && trocar}
      />
      {idCota === undefined ? (
        <EmptyState
          icon={<WalletCards />}
          titulo="Nenhuma cota selecionada"
          descricao="Escolha uma cota para ver os detalhes."
          acao={trocar}
        />
      ) : cota.isPending ? (
        <CarregandoDetalhe />
      ) : cota.isError ? (
        <ErrorState mensagem={cota.error.message} onRetry={() => void cota.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <ResumoCota cota={cota.data} hoje={hoje} />
          {cotaPodePedirDevolucao(
            {
              ...cota.data,
              assembleiaAtual: cota.data.details.assembleiaAtual,
              totalAssembleias: cota.data.details.totalAssembleias,
            },
            hoje,
          ) && (
            // 02 §4.10: a cancelled contemplated quota, or a closed group's, has values to give back.
            <Alert
              tone="info"
              titulo="Devolução de valores"
              acao={
                <Button asChild size="sm">
                  <Link to={caminhos.devolucao.indice}>
                    <Banknote className="size-4" aria-hidden="true" />
                    Ver devolução
                    <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
                  </Link>
                </Button>
              }
            >
              Esta cota pode ter valores a receber. Veja os valores e peça a devolução pelo app.
            </Alert>
          )}
          {!estaCancelada(cota.data.situacaoCota) && (
            // 03 §2: the quota's services; the transfer's first screen says whether this quota may go now.
            <nav aria-label="Serviços da cota" className="grid gap-3 sm:grid-cols-2">
              <Servico
                para={caminhos.transferencia.introducao}
                Icone={ArrowRightLeft}
                titulo="Transferir cota"
                texto="Passe esta cota para outra pessoa ou empresa"
              />
              <Servico
                para={caminhos.antecipacao.introducao}
                Icone={FastForward}
                titulo="Antecipar parcelas"
                texto="Pague as últimas parcelas agora e termine antes"
              />
              <Servico
                para={caminhos.seguro.introducao}
                Icone={Umbrella}
                titulo={seguro.data?.possui_seguro === 'S' ? 'Seu seguro' : 'Seguro Proteção Financeira'}
                texto={
                  seguro.data?.possui_seguro === 'S'
                    ? 'Suas parcelas estão protegidas'
                    : 'Até 6 parcelas pagas em caso de desemprego'
                }
              />
            </nav>
          )}
          <Tabs
            rotulo="Informações da cota"
            abas={[
              {
                valor: 'detalhes',
                rotulo: 'Detalhes',
                conteudo: <SecaoDetalhes cota={cota.data} hoje={hoje} />,
              },
              {
                valor: 'cadastro',
                rotulo: 'Dados cadastrais',
                conteudo: <SecaoDadosCadastrais cota={cota.data} />,
              },
              { valor: 'extrato', rotulo: 'Extrato', conteudo: <SecaoExtrato cota={cota.data} /> },
            ]}
          />
        </div>
      )}
    </>
  );
}
