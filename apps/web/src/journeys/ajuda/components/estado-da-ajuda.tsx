import { MENSAGENS_AJUDA } from '@portal/domain';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ApiError } from '@/lib/api';
import { caminhosAjuda } from '../paths';

/**
 * A failed help-centre load (spec §8): a category or question that does not exist says so (the server's
 * message names which), with the way back to the help centre; any other failure shows the loading error
 * and lets the customer try again.
 */
export function FalhaDaAjuda({
  erro,
  naoEncontrado,
  onRetry,
}: {
  erro: Error;
  naoEncontrado: string;
  onRetry: () => void;
}) {
  if (erro instanceof ApiError && erro.status === 404) {
    return (
      <Card>
        <EmptyState
          icon={<SearchX />}
          titulo={erro.message || naoEncontrado}
          descricao="O endereço pode ter mudado. Busque o assunto ou veja as categorias da central de ajuda."
          acao={
            <Link to={caminhosAjuda.ajuda} className={buttonClasses({ variant: 'secondary' })}>
              Ir para a central de ajuda
            </Link>
          }
        />
      </Card>
    );
  }
  return (
    <Card>
      <ErrorState titulo={MENSAGENS_AJUDA.erroAoCarregar} mensagem={erro.message} onRetry={onRetry} />
    </Card>
  );
}
