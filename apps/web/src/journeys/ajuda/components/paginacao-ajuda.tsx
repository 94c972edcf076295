import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';

const classeLink = buttonClasses({ variant: 'secondary', size: 'sm' });
const classeDesativado = buttonClasses({ variant: 'secondary', size: 'sm', className: 'opacity-55' });

/**
 * Previous / next as links (the page lives in the address, so reload and back keep it); nothing when all
 * fits on one page.
 */
export function PaginacaoAjuda({
  pagina,
  totalPaginas,
  caminho,
}: {
  pagina: number;
  totalPaginas: number;
  caminho: (pagina: number) => string;
}) {
  if (totalPaginas <= 1) return null;
  const anterior = pagina > 1 ? caminho(pagina - 1) : null;
  const proxima = pagina < totalPaginas ? caminho(pagina + 1) : null;
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3">
      <p className="tabular text-sm text-tinta-suave" aria-live="polite">
        Página {pagina} de {totalPaginas}
      </p>
      <div className="flex gap-2">
        {anterior ? (
          <Link to={anterior} className={classeLink}>
            <ChevronLeft className="-ml-1 size-4" aria-hidden="true" />
            Anterior
          </Link>
        ) : (
          <span className={classeDesativado} aria-disabled="true">
            <ChevronLeft className="-ml-1 size-4" aria-hidden="true" />
            Anterior
          </span>
        )}
        {proxima ? (
          <Link to={proxima} className={classeLink}>
            Próxima
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Link>
        ) : (
          <span className={classeDesativado} aria-disabled="true">
            Próxima
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </span>
        )}
      </div>
    </nav>
  );
}
