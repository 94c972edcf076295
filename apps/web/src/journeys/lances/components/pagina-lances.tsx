import { padCota, padGrupo } from '@portal/domain';
import { clsx } from 'clsx';
import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';
import { caminhosLances, destinosLances } from '../paths';

const secoes = [
  { para: caminhosLances.introducao, rotulo: 'Como funciona' },
  { para: caminhosLances.ofertar, rotulo: 'Ofertar lance' },
  { para: caminhosLances.historico, rotulo: 'Histórico' },
] as const;

/** The journey's sections, as links (each is a URL): a scrolling pill bar on phones. */
function NavegacaoLances() {
  return (
    <nav aria-label="Seções de lances" className="-mx-4 mb-6 sm:mx-0 sm:mb-8">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:px-0">
        {secoes.map((s) => (
          <li key={s.para} className="shrink-0">
            <NavLink
              to={s.para}
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

/** 'cota 001010/0023 (Carro da família)': the quota every bid screen concerns. */
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

/** A screen of the bid journey: title, the selected quota with the way to switch it, and the journey's sections. */
export function PaginaLances({
  titulo,
  descricao,
  children,
}: {
  titulo: string;
  descricao?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(titulo);
  return (
    <>
      <PageHeader
        titulo={titulo}
        descricao={descricao}
        acoes={
          <Button asChild variant="secondary" size="sm">
            <Link to={destinosLances.cotas}>
              <ArrowLeftRight className="size-4" aria-hidden="true" />
              Trocar cota
            </Link>
          </Button>
        }
      />
      <NavegacaoLances />
      {children}
    </>
  );
}
