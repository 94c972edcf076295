import { padCota, padGrupo } from '@portal/domain';
import { ArrowLeftRight, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useCasosDaCota } from '@/lib/casos-da-cota';
import { useSessao } from '@/lib/session';
import { CartaoSolicitacao } from '../components/cartao-solicitacao';

function CarregandoSolicitacoes() {
  return (
    <CarregandoRegiao rotulo="Carregando suas solicitações…" className="flex flex-col gap-4">
      {[0, 1].map((i) => (
        <Card key={i} className="flex flex-col gap-4">
          <div className="flex justify-between gap-4">
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <Skeleton className="h-11 rounded-xl" />
        </Card>
      ))}
    </CarregandoRegiao>
  );
}

/** /requests: the customer's requests (CRM cases) for the selected quota, newest first. */
export default function Requests() {
  useDocumentTitle('Solicitações');
  const sessao = useSessao();
  const casos = useCasosDaCota(sessao?.usuario.inscricaoNacional, sessao?.idCotaPadrao);
  const cota = sessao?.cotaPadrao;
  const trocar = (
    <Button asChild variant="secondary" size="sm">
      <Link to={caminhos.cotas.lista}>
        <ArrowLeftRight className="size-4" aria-hidden="true" />
        Trocar cota
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader
        titulo="Solicitações"
        descricao={
          cota ? (
            <>
              Pedidos e atendimentos da cota{' '}
              <span className="tabular font-semibold text-tinta">
                {padGrupo(cota.grupo)}/{padCota(cota.cota)}
              </span>
              .
            </>
          ) : (
            'Pedidos e atendimentos da cota selecionada.'
          )
        }
        acoes={trocar}
      />
      {casos.isPending ? (
        <CarregandoSolicitacoes />
      ) : casos.error || !casos.data ? (
        <ErrorState
          mensagem={casos.error?.message ?? 'Tente novamente em instantes.'}
          onRetry={() => void casos.refetch()}
        />
      ) : casos.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Inbox />}
            titulo="Nenhuma solicitação nesta cota"
            descricao="Quando você fizer um pedido pelo portal ou pela nossa central, ele aparece aqui com a etapa em que está."
          />
        </Card>
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm font-medium text-tinta-suave">
            {casos.data.length === 1 ? '1 solicitação' : `${casos.data.length} solicitações`}
          </p>
          <ul className="flex flex-col gap-4" aria-label="Solicitações">
            {casos.data.map((c) => (
              <CartaoSolicitacao key={c.CaseNumber} caso={c} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
