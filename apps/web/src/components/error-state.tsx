import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A failed load, with the server's message and a way to try again. */
export function ErrorState({
  titulo = 'Não foi possível carregar',
  mensagem,
  onRetry,
}: {
  titulo?: string;
  mensagem: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert">
      <EmptyState
        icon={<CircleAlert />}
        titulo={titulo}
        descricao={mensagem}
        acao={
          onRetry && (
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
              onClick={onRetry}
            >
              Tentar novamente
            </Button>
          )
        }
      />
    </div>
  );
}
