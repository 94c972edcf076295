import { clsx } from 'clsx';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Stepper } from '@/components/stepper';
import { NOME_PADRAO, useParceiro } from '@/lib/parceiro';

type TomIcone = 'marca' | 'sucesso' | 'alerta' | 'perigo';

const tonsIcone: Record<TomIcone, string> = {
  marca: 'bg-primaria/10 text-primaria-texto',
  sucesso: 'bg-sucesso-fundo text-sucesso',
  alerta: 'bg-alerta-fundo text-alerta',
  perigo: 'bg-perigo-fundo text-perigo',
};

export interface PaginaAcessoProps {
  titulo: string;
  descricao?: ReactNode;
  /** A lucide icon, drawn in a tinted tile above the title. */
  icone?: ReactNode;
  tomIcone?: TomIcone;
  voltar?: { para: string; rotulo: string };
  etapas?: { nomes: readonly string[]; atual: number };
  /** Top-right corner (e.g. 'Sair' on the password screens). */
  acaoTopo?: ReactNode;
  children: ReactNode;
  /** Below the card (help, service hours). */
  rodape?: ReactNode;
}

/**
 * The page of the access screens outside the main template (forgot password, password change, transparent
 * login, unavailable): the partner's logo on top and one focused card, full-bleed on phones.
 */
export function PaginaAcesso({
  titulo,
  descricao,
  icone,
  tomIcone = 'marca',
  voltar,
  etapas,
  acaoTopo,
  children,
  rodape,
}: PaginaAcessoProps) {
  const parceiro = useParceiro();
  const nome = parceiro?.name ?? NOME_PADRAO;
  return (
    <div className="flex min-h-dvh flex-col bg-superficie sm:bg-fundo">
      <header className="cromo mx-auto flex min-h-16 w-full max-w-5xl flex-wrap items-center gap-1 px-3 sm:min-h-20 sm:px-6">
        {voltar && (
          <Link
            to={voltar.para}
            aria-label={voltar.rotulo}
            className="grid size-11 shrink-0 place-items-center rounded-full text-tinta hover:bg-fundo sm:hover:bg-superficie"
          >
            <ChevronLeft className="size-6" aria-hidden="true" />
          </Link>
        )}
        <span className={clsx('min-w-0', !voltar && 'pl-2')}>
          <Logo src={parceiro?.logo_url} nome={nome} />
        </span>
        {acaoTopo && <div className="ml-auto">{acaoTopo}</div>}
      </header>

      <main className="flex flex-1 flex-col px-5 pt-2 pb-10 sm:items-center sm:px-6 sm:pt-4 lg:pt-10">
        <div className="w-full sm:max-w-[30rem] sm:rounded-3xl sm:bg-superficie sm:p-10 sm:shadow-cartao sm:ring-1 sm:ring-borda/70">
          {etapas && <Stepper etapas={etapas.nomes} atual={etapas.atual} className="mb-8" />}
          {icone && (
            <span
              className={clsx(
                'mb-5 grid size-14 place-items-center rounded-2xl [&_svg]:size-7',
                tonsIcone[tomIcone],
              )}
              aria-hidden="true"
            >
              {icone}
            </span>
          )}
          <h1 className="text-2xl font-bold tracking-tight text-tinta sm:text-[1.75rem] sm:leading-tight">
            {titulo}
          </h1>
          {descricao && (
            <div className="mt-2 text-[0.9375rem] leading-relaxed text-tinta-suave">{descricao}</div>
          )}
          <div className="mt-7">{children}</div>
        </div>
        {rodape && <div className="w-full sm:max-w-[30rem]">{rodape}</div>}
      </main>
    </div>
  );
}
