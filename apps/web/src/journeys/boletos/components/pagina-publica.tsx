import { LogIn, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Logo } from '@/components/logo';
import { rotaDeLogin } from '@/lib/dispositivo';
import { NOME_PADRAO, useParceiro } from '@/lib/parceiro';
import { useSessao } from '@/lib/session';

/** A page anyone may open (no login): the partner's brand on top, its content below, full-bleed on phones. */
export function PaginaPublica({ children }: { children: ReactNode }) {
  const parceiro = useParceiro();
  const sessao = useSessao();
  const nome = parceiro?.name ?? NOME_PADRAO;
  return (
    <div className="flex min-h-dvh flex-col bg-fundo">
      <header className="border-b border-borda/80 bg-superficie">
        <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-3 px-4 sm:h-20 sm:px-6">
          <Logo src={parceiro?.logo_url} nome={nome} />
          <Link
            to={sessao ? caminhos.home.home : rotaDeLogin()}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
          >
            {sessao ? (
              <House className="size-4" aria-hidden="true" />
            ) : (
              <LogIn className="size-4" aria-hidden="true" />
            )}
            {sessao ? 'Voltar ao portal' : 'Entrar'}
          </Link>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
        {children}
      </main>
    </div>
  );
}
