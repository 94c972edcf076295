import { ETAPAS_SEMINOVO, type SituacaoFaturamentoSeminovo } from '@portal/domain';
import { CarFront, ChevronLeft } from 'lucide-react';
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
import { useFaturamentoSeminovo } from '../use-faturamento-seminovo';

/** 02 §4.6: the five steps' names, in order (the Stepper's labels). */
const ROTULOS_ETAPAS = Object.values(ETAPAS_SEMINOVO);
export type IndiceEtapa = 0 | 1 | 2 | 3 | 4;

function Carregando() {
  return (
    <CarregandoRegiao rotulo="Carregando o faturamento…" className="flex flex-col gap-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </CarregandoRegiao>
  );
}

interface PropsTela {
  titulo: string;
  descricao?: ReactNode;
  /** Index in the five steps (02 §4.6); none for the central and the screens after the five. */
  etapa?: IndiceEtapa;
  voltar?: { para: string; rotulo: string };
  children: (situacao: SituacaoFaturamentoSeminovo) => ReactNode;
  /** The screen's main action(s), under the card. */
  acao?: (situacao: SituacaoFaturamentoSeminovo) => ReactNode;
}

/**
 * Every /faturamentoseminovo screen (the route sends a non-phone to /faturamento/indisponivel, 02 §6): waits for
 * the case's situation, says so when the quota has no used-vehicle billing, and draws the step, the title, the
 * card and the actions.
 */
export function TelaSeminovo({ titulo, descricao, etapa, voltar, children, acao }: PropsTela) {
  useDocumentTitle(titulo);
  const { data, isError, error, refetch } = useFaturamentoSeminovo();
  if (isError && error instanceof ApiError && error.status === 404)
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <h1 className="text-2xl font-bold tracking-tight text-tinta sm:text-[1.75rem]">
          Faturamento do veículo seminovo
        </h1>
        <Card>
          <EmptyState
            icon={<CarFront />}
            titulo="Nenhum faturamento de veículo seminovo"
            descricao={error.mensagem}
            acao={
              <Button asChild>
                <Link to={caminhos.home.home}>Voltar ao início</Link>
              </Button>
            }
          />
        </Card>
      </div>
    );
  if (isError)
    return (
      <ErrorState
        titulo="Não foi possível carregar o faturamento"
        mensagem={error.message || 'Ops, algo deu errado. Por favor tente novamente mais tarde'}
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <Carregando />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      {etapa !== undefined && <Stepper etapas={ROTULOS_ETAPAS} atual={etapa} />}
      <header>
        <p className="text-sm font-medium text-tinta-suave">
          Faturamento do veículo seminovo · caso {data.CaseNumber}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-tinta sm:text-[1.75rem]">
          {titulo}
        </h1>
        {descricao && <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-tinta-suave">{descricao}</p>}
      </header>
      <Card className="flex flex-col gap-5">{children(data)}</Card>
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
          {acao?.(data)}
        </div>
      )}
    </div>
  );
}

/** A label and its value, in the screens' summaries. */
export function Dados({ itens }: { itens: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {itens.map(([termo, valor]) => (
        <div key={termo}>
          <dt className="text-sm text-tinta-suave">{termo}</dt>
          <dd className="text-[0.9375rem] font-semibold [overflow-wrap:anywhere] text-tinta">{valor}</dd>
        </div>
      ))}
    </dl>
  );
}
