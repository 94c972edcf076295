import { padCota, padGrupo } from '@portal/domain';
import { ChevronLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';

export interface PropsDaTela {
  titulo: string;
  descricao?: ReactNode;
  icone?: LucideIcon;
  tom?: 'marca' | 'sucesso' | 'alerta' | 'perigo';
  children?: ReactNode;
  voltar?: { para: string; rotulo: string };
  acao?: ReactNode;
}

const CORES_DO_ICONE = {
  marca: 'bg-primaria/10 text-primaria-texto',
  sucesso: 'bg-sucesso-fundo text-sucesso',
  alerta: 'bg-alerta-fundo text-alerta',
  perigo: 'bg-perigo-fundo text-perigo',
} as const;

/**
 * One screen of a quota's step-by-step journey (refund, transfer, renegotiation): the journey and quota it is
 * about, an optional illustration icon, the title and lead line, the body in a card, then the way back and the
 * main action (stacked on a phone, side by side on a larger screen).
 */
export function TelaDeJornada({
  jornada,
  titulo,
  descricao,
  icone: Icone,
  tom = 'marca',
  children,
  voltar,
  acao,
}: PropsDaTela & { jornada: string }) {
  useDocumentTitle(titulo);
  const cota = useSessao()?.cotaPadrao;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex items-start gap-4">
        {Icone && (
          <span
            className={`grid size-12 shrink-0 place-items-center rounded-2xl ${CORES_DO_ICONE[tom]}`}
            aria-hidden="true"
          >
            <Icone className="size-6" />
          </span>
        )}
        <div className="min-w-0">
          {cota && (
            <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
              {jornada} · cota{' '}
              <span className="tabular">
                {padGrupo(cota.grupo)}/{padCota(cota.cota)}
              </span>
            </p>
          )}
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-tinta sm:text-[1.75rem]">
            {titulo}
          </h1>
          {descricao && (
            <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-tinta-suave">{descricao}</p>
          )}
        </div>
      </header>
      {children && <Card className="flex flex-col gap-5">{children}</Card>}
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
          {acao}
        </div>
      )}
    </div>
  );
}

/** A screen's paragraph. */
export function Texto({ children }: { children: ReactNode }) {
  return <p className="text-[0.9375rem] leading-relaxed text-tinta-suave">{children}</p>;
}

/** Loading of a screen's data, in the journey's frame. */
export function Carregando() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4" aria-busy="true">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** Failure of a screen's data, in the journey's frame, with a retry. */
export function FalhaDaJornada({ titulo, onRetry }: { titulo: string; onRetry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <ErrorState titulo={titulo} mensagem="Por favor, tente novamente em instantes." onRetry={onRetry} />
    </div>
  );
}
