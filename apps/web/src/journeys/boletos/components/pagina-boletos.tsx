import { padCota, padGrupo } from '@portal/domain';
import { clsx } from 'clsx';
import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';
import { caminhosBoletos, destinosBoletos } from '../paths';

const secoes = [
  { para: caminhosBoletos.lista, rotulo: 'Parcelas', fim: true },
  { para: caminhosBoletos.historico, rotulo: 'Histórico' },
  { para: caminhosBoletos.composicao, rotulo: 'Composição' },
  { para: caminhosBoletos.quitacao, rotulo: 'Quitação' },
  { para: caminhosBoletos.formaDeEnvio, rotulo: 'Forma de envio' },
] as const;

/** The journey's own sections, as links (each is a URL): a scrolling pill bar on phones. */
function NavegacaoBoletos() {
  return (
    <nav aria-label="Seções de boletos" className="-mx-4 mb-6 sm:mx-0 sm:mb-8">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:px-0">
        {secoes.map((s) => (
          <li key={s.para} className="shrink-0">
            <NavLink
              to={s.para}
              end={'fim' in s}
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

/** 'Cota 001010/0023 (Carro da família)': the quota every boletos screen concerns. */
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
 * A section of the boletos journey: the page title, the selected quota with the way to switch it, and the
 * journey's navigation. Detail views (one boleto) pass `voltar` instead and go without the navigation.
 */
export function PaginaBoletos({
  titulo,
  descricao,
  voltar,
  children,
}: {
  titulo: string;
  descricao?: ReactNode;
  voltar?: { para: string; rotulo: string };
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
              <Link to={destinosBoletos.cotas}>
                <ArrowLeftRight className="size-4" aria-hidden="true" />
                Trocar cota
              </Link>
            </Button>
          )
        }
      />
      {!voltar && <NavegacaoBoletos />}
      {children}
    </>
  );
}
