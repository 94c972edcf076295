import type { SituacaoFaturamentoNovo } from '@portal/domain';
import { Car, ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { Stepper } from '@/components/stepper';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { useFaturamentoNovo } from '../use-faturamento-novo';

/** The four stages the customer sees across the new-vehicle screens. */
const ETAPAS_NOVO = ['Veículo', 'Pagamento', 'Documentos', 'Liberação'] as const;

function Carregando() {
  return (
    <CarregandoRegiao rotulo="Carregando o faturamento…" className="flex flex-col gap-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </CarregandoRegiao>
  );
}

/** The state without a case keeps the page's h1 (the journey's name) above its card. */
function Aviso({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-tinta sm:text-[1.75rem]">
        Faturamento do veículo 0 km
      </h1>
      {children}
    </div>
  );
}

interface PropsTela {
  titulo: string;
  descricao?: ReactNode;
  /** Index in ETAPAS_NOVO; none for screens outside the four stages (pendencies, manual flow). */
  etapa?: number;
  voltar?: { para: string; rotulo: string };
  children: (situacao: SituacaoFaturamentoNovo, idCota: number) => ReactNode;
  /** The screen's main action(s), under the card. */
  acao?: (situacao: SituacaoFaturamentoNovo, idCota: number) => ReactNode;
}

/**
 * Every /faturamentonovo screen (the route sends a non-phone to /faturamento/indisponivel, 02 §6): waits for the case's situation, says so when there is no
 * new-vehicle billing for the quota, and draws the title, the stage, the card and the actions.
 */
export function TelaNovo({ titulo, descricao, etapa, voltar, children, acao }: PropsTela) {
  useDocumentTitle(titulo);
  const { idCota, data, isError, error, refetch } = useFaturamentoNovo();
  if (isError && error instanceof ApiError && error.status === 404)
    return (
      <Aviso>
        <Card>
          <EmptyState
            icon={<Car />}
            titulo="Nenhum faturamento de veículo 0 km"
            descricao={error.mensagem}
            acao={
              <Button asChild>
                <Link to={caminhos.home.home}>Voltar ao início</Link>
              </Button>
            }
          />
        </Card>
      </Aviso>
    );
  if (isError)
    return (
      <ErrorState
        titulo="Não foi possível carregar o faturamento"
        mensagem={error.message || 'Ops, algo deu errado. Por favor tente novamente mais tarde'}
        onRetry={() => void refetch()}
      />
    );
  if (!data || idCota === undefined) return <Carregando />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      {etapa !== undefined && <Stepper etapas={ETAPAS_NOVO} atual={etapa} />}
      <header>
        <p className="text-sm font-medium text-tinta-suave">
          Faturamento do veículo 0 km · caso {data.CaseNumber}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-tinta sm:text-[1.75rem]">
          {titulo}
        </h1>
        {descricao && <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-tinta-suave">{descricao}</p>}
      </header>
      <Card className="flex flex-col gap-5">{children(data, idCota)}</Card>
      {(voltar || acao) && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {voltar ? (
            <Button asChild variant="secondary">
              <Link to={voltar.para}>
                <ChevronLeft className="-ml-1 size-4" aria-hidden="true" />
                {voltar.rotulo}
              </Link>
            </Button>
          ) : (
            <span />
          )}
          {acao?.(data, idCota)}
        </div>
      )}
    </div>
  );
}
