import type { StatusFaturamentoCredito } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { TelaFaturamento } from '../tela';
import { caminhosFaturamentoEspecie as c } from '../paths';
import { useStatusEspecie } from '../use-faturamento-especie';

/** The message of 02 §8 for a billing call that failed. */
export const FALHA = 'Falha ao realizar esta operacao, tente novamente em instantes.';

/**
 * Every /faturamentoespecie screen but the introduction: waits for the cash case's status (02 §7; no case → the
 * introduction, which validates), then draws the title, the card and the actions.
 */
export function TelaEspecie({
  titulo,
  descricao,
  voltar,
  children,
  acao,
}: {
  titulo: string;
  descricao?: ReactNode;
  voltar?: { para: string; rotulo: string };
  children: (s: StatusFaturamentoCredito) => ReactNode;
  acao?: (s: StatusFaturamentoCredito) => ReactNode;
}) {
  const status = useStatusEspecie();
  if (status.isError)
    return (
      <ErrorState
        titulo="Não foi possível carregar o faturamento"
        mensagem={status.error.message || FALHA}
        onRetry={() => void status.refetch()}
      />
    );
  if (status.isPending)
    return (
      <CarregandoRegiao
        rotulo="Carregando o faturamento…"
        className="mx-auto flex w-full max-w-2xl flex-col gap-4"
      >
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </CarregandoRegiao>
    );
  if (!status.data) return <Navigate to={c.introducao} replace />;
  return (
    <TelaFaturamento titulo={titulo} descricao={descricao} voltar={voltar} acao={acao?.(status.data)}>
      {children(status.data)}
    </TelaFaturamento>
  );
}

/** A label and its value, in a row that wraps on a phone. */
export function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-borda/70 py-2.5 last:border-0">
      <dt className="text-sm text-tinta-suave">{rotulo}</dt>
      <dd className="tabular text-[0.9375rem] font-semibold text-tinta">{children}</dd>
    </div>
  );
}
