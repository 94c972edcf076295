import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api';

/**
 * What the identity-validation screens (validar-identificacao, documento-socio, problema-documentos) show while
 * the case's situation loads or when it failed (null once it is there). `altura` is the skeleton's, close to the
 * screen's own card so nothing jumps when it arrives.
 */
export function carregandoOuErro(situacao: UseQueryResult<unknown>, altura: string): ReactNode | null {
  if (situacao.isPending)
    return (
      <CarregandoRegiao rotulo="Carregando…">
        <Skeleton className={`${altura} rounded-2xl`} />
      </CarregandoRegiao>
    );
  if (situacao.isError)
    return (
      <ErrorState
        mensagem={
          situacao.error instanceof ApiError ? situacao.error.mensagem : 'Tente novamente em instantes.'
        }
        onRetry={() => void situacao.refetch()}
      />
    );
  return null;
}
