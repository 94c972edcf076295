// Not design system: it reads the session and sets the document title, so it lives in lib/.
import { padCota, padGrupo } from '@portal/domain';
import { clsx } from 'clsx';
import { ArrowLeftRight } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';

export interface SecaoDaJornada {
  para: string;
  rotulo: string;
  /** Active only on this exact path (a section whose path is a prefix of the others'). */
  fim?: boolean;
}

/** A journey's own sections, as links (each is a URL): a scrolling pill bar on phones. */
function SecoesDaJornada({ rotulo, secoes }: { rotulo: string; secoes: readonly SecaoDaJornada[] }) {
  const lista = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the bar scrolls sideways: the active section (say, 'Forma de envio', the last) is brought into
  // view, centred when it can be, by scrolling the bar only (never the page).
  useLayoutEffect(() => {
    const ul = lista.current;
    const ativo = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !ativo || ul.scrollWidth <= ul.clientWidth) return;
    const caixa = ul.getBoundingClientRect();
    const alvo = ativo.getBoundingClientRect();
    ul.scrollLeft += alvo.left + alvo.width / 2 - (caixa.left + caixa.width / 2);
  }, [pathname]);
  return (
    <nav aria-label={rotulo} className="-mx-4 mb-6 sm:mx-0 sm:mb-8">
      <ul
        ref={lista}
        className="flex scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:px-0"
      >
        {secoes.map((s) => (
          // Inline: the narrow-screen rule of index.css would let the pills shrink instead of the bar scrolling.
          <li key={s.para} style={{ flexShrink: 0 }}>
            <NavLink
              to={s.para}
              end={s.fim}
              className={({ isActive }) =>
                clsx(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors',
                  isActive
                    ? 'bg-tinta text-white'
                    : 'bg-superficie text-tinta-suave ring-1 ring-borda-forte ring-inset hover:text-tinta',
                )
              }
            >
              {s.rotulo}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'cota 001010/0023 (Carro da família)': the selected quota a journey's screens concern. */
export function CotaSelecionada() {
  const cota = useSessao()?.cotaPadrao;
  if (!cota) return null;
  return (
    <>
      cota{' '}
      <span className="tabular font-semibold text-tinta">
        {padGrupo(cota.grupo)}/{padCota(cota.cota)}
      </span>
      {cota.apelido ? ` (${cota.apelido})` : ''}
    </>
  );
}

/**
 * A section of a journey about the selected quota: the page title, the way to switch quota (`trocarCota`, the
 * quota list's path) and the journey's sections. Detail views pass `voltar` instead and go without both.
 */
export function PaginaDaJornada({
  titulo,
  descricao,
  voltar,
  secoes,
  trocarCota,
  children,
}: {
  titulo: string;
  descricao?: ReactNode;
  voltar?: { para: string; rotulo: string };
  secoes: { rotulo: string; itens: readonly SecaoDaJornada[] };
  trocarCota: string;
  children: ReactNode;
}) {
  useDocumentTitle(titulo);
  return (
    <>
      <PageHeader
        titulo={titulo}
        descricao={descricao}
        voltar={voltar}
        acoes={
          !voltar && (
            <Button asChild variant="secondary" size="sm">
              <Link to={trocarCota}>
                <ArrowLeftRight className="size-4" aria-hidden="true" />
                Trocar cota
              </Link>
            </Button>
          )
        }
      />
      {!voltar && <SecoesDaJornada rotulo={secoes.rotulo} secoes={secoes.itens} />}
      {children}
    </>
  );
}
