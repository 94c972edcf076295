import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';

/** Previous / next with where we are; nothing when everything fits on one page. */
export function Paginacao({
  pagina,
  totalPaginas,
  onChange,
}: {
  pagina: number;
  totalPaginas: number;
  onChange: (pagina: number) => void;
}) {
  if (totalPaginas <= 1) return null;
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3">
      <p className="tabular text-sm text-tinta-suave" aria-live="polite">
        Página {pagina} de {totalPaginas}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={pagina <= 1}
          onClick={() => onChange(pagina - 1)}
          icon={<ChevronLeft className="size-4" aria-hidden="true" />}
        >
          Anterior
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={pagina >= totalPaginas}
          onClick={() => onChange(pagina + 1)}
        >
          Próxima
          <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
