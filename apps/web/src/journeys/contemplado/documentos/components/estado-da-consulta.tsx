import type { UseQueryResult } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api';

/**
 * The document screens while the selection loads, when the quota has no analysis case (404: nothing to send), or
 * when the call failed; null once the data is there.
 */
export function carregandoSemCasoOuErro(consulta: UseQueryResult<unknown>) {
  if (consulta.isPending)
    return (
      <CarregandoRegiao rotulo="Carregando documentos…">
        <Skeleton className="h-72 rounded-2xl" />
      </CarregandoRegiao>
    );
  if (consulta.isError && consulta.error instanceof ApiError && consulta.error.status === 404)
    return (
      <EmptyState
        icon={<FolderOpen className="size-6" aria-hidden="true" />}
        titulo="Nenhuma análise esperando documentos"
        descricao={consulta.error.mensagem}
        acao={
          <Button asChild variant="secondary">
            <Link to="/contemplado">Voltar à contemplação</Link>
          </Button>
        }
      />
    );
  if (consulta.isError)
    return (
      <ErrorState
        mensagem={
          consulta.error instanceof ApiError ? consulta.error.mensagem : 'Tente novamente em instantes.'
        }
        onRetry={() => void consulta.refetch()}
      />
    );
  return null;
}
