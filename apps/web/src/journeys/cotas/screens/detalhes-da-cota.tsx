import { hojeEmSaoPaulo } from '@portal/domain';
import { ArrowLeftRight, WalletCards } from 'lucide-react';
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
export default function DetalhesDaCota() {
  useDocumentTitle('Detalhes da cota');
  const idCota = useSessao()?.idCotaPadrao;
  const cota = useCota(idCota);
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
