import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { FalhaDaJornada, TelaDeJornada, type PropsDaTela } from '@/lib/tela-de-jornada';

export { Carregando, Texto } from '@/lib/tela-de-jornada';

/** One transfer screen (the journey's frame: `TelaDeJornada`). */
export const TelaTransferencia = (props: PropsDaTela) => (
  <TelaDeJornada jornada="Transferência de cota" {...props} />
);

export const Falhou = ({ onRetry }: { onRetry: () => void }) => (
  <FalhaDaJornada titulo="Não foi possível acessar a transferência de cota." onRetry={onRetry} />
);

/** The primary link action of a screen. */
export function Avancar({ para, children }: { para: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={para}>
        {children}
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** A label and its value, one line on a phone-friendly list. */
export function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-tinta-suave">{rotulo}</dt>
      <dd className="tabular font-semibold break-words text-tinta sm:text-right">{children}</dd>
    </div>
  );
}
