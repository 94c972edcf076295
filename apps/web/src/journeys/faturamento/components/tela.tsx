import { padCota, padGrupo } from '@portal/domain';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';

/**
 * One billing screen: the quota it is about, the title, the lead line, the body in a card, then the way back
 * and the main action (stacked on a phone, side by side on a larger screen).
 */
export function TelaFaturamento({
  titulo,
  descricao,
  children,
  voltar,
  acao,
}: {
  titulo: string;
  descricao?: ReactNode;
  children: ReactNode;
  voltar?: { para: string; rotulo: string };
  acao?: ReactNode;
}) {
  useDocumentTitle(titulo);
  const cota = useSessao()?.cotaPadrao;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header>
        {cota && (
          <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
            Faturamento · cota{' '}
            <span className="tabular">
              {padGrupo(cota.grupo)}/{padCota(cota.cota)}
            </span>
          </p>
        )}
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-tinta sm:text-[1.75rem]">
          {titulo}
        </h1>
        {descricao && <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-tinta-suave">{descricao}</p>}
      </header>
      <Card className="flex flex-col gap-5">{children}</Card>
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

/** A choice that is a link to the next screen: icon, title, one line, chevron; 64 px tall at least. */
export function OpcaoLink({
  para,
  icone: Icone,
  titulo,
  descricao,
  onClick,
}: {
  para: string;
  icone: LucideIcon;
  titulo: string;
  descricao: string;
  onClick?: () => void;
}) {
  return (
    <li>
      <Link
        to={para}
        onClick={onClick}
        className="flex min-h-16 items-center gap-4 rounded-2xl p-4 ring-1 ring-borda transition-colors ring-inset hover:bg-primaria/5 hover:ring-primaria"
      >
        <span
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <Icone className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-tinta">{titulo}</span>
          <span className="block text-sm text-tinta-suave">{descricao}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** A screen's paragraph. */
export function Texto({ children }: { children: ReactNode }) {
  return <p className="text-[0.9375rem] leading-relaxed text-tinta-suave">{children}</p>;
}

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
