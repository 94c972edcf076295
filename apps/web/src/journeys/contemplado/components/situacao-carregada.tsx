import type { SituacaoContemplacao } from '@portal/domain';
import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useSituacaoContemplacao } from '../use-situacao-contemplacao';

/** While GET /cotas/{id}/contemplacao answers: the screen's shape, announced as loading. */
function Carregando() {
  return (
    <CarregandoRegiao rotulo="Carregando a contemplação…" className="flex flex-col gap-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-24 w-full rounded-2xl" />
    </CarregandoRegiao>
  );
}

/**
 * Every contemplation screen: waits for the situation, says so when the call fails or the selected quota is not
 * contemplated (the 1900 placeholder included), and otherwise draws `children` with it.
 */
export function SituacaoCarregada({
  children,
}: {
  children: (situacao: SituacaoContemplacao, idCota: number) => ReactNode;
}) {
  const { idCota, data, isError, error, refetch } = useSituacaoContemplacao();
  if (isError)
    return (
      <ErrorState
        titulo="Não foi possível carregar a contemplação"
        mensagem={error.message || 'Ops, algo deu errado. Por favor tente novamente mais tarde'}
        onRetry={() => void refetch()}
      />
    );
  if (!data || idCota === undefined) return <Carregando />;
  if (!data.contemplada)
    return (
      <Card>
        <EmptyState
          icon={<Trophy />}
          titulo="Esta cota ainda não foi contemplada"
          descricao="Quando ela for contemplada, por sorteio ou por lance, você acompanha aqui cada etapa até o crédito."
          acao={
            <Button asChild>
              <Link to={caminhos.home.home}>Voltar ao início</Link>
            </Button>
          }
        />
      </Card>
    );
  return children(data, idCota);
}
