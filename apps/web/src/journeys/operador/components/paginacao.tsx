import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';

/** Previous / next with where we are; `total` may be unknown (the audit log does not say it). */
export function Paginacao({
  pagina,
  totalPaginas,
  temProxima,
  onChange,
  resumo,
}: {
  pagina: number;
  totalPaginas?: number;
  temProxima: boolean;
  onChange: (pagina: number) => void;
  resumo?: string;
}) {
  if (pagina === 1 && !temProxima)
    return resumo ? <p className="mt-4 text-sm text-tinta-suave">{resumo}</p> : null;
  return (
    <nav aria-label="Paginação" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-tinta-suave" aria-live="polite">
        {resumo ?? (totalPaginas ? `Página ${pagina} de ${totalPaginas}` : `Página ${pagina}`)}
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
        <Button variant="secondary" size="sm" disabled={!temProxima} onClick={() => onChange(pagina + 1)}>
          Próxima
          <ChevronRight className="-mr-1 ml-0.5 inline size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
