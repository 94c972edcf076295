import { mascararInscricao } from '@portal/domain';
import { clsx } from 'clsx';
import { FileText, House, WalletCards } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { BotaoSair } from '@/journeys/acesso/components/botao-sair';
import { caminhosCotas } from '@/journeys/cotas/paths';
import { caminhosHome } from '@/journeys/home/paths';
import { AvisoManutencao } from '@/journeys/parceiros/components/aviso-manutencao';
import { iniciais, nomeProprio } from '@/lib/nomes';
import { NOME_PADRAO, useParceiro } from '@/lib/parceiro';
import { useSessao } from '@/lib/session';

const navegacao = [
  { para: caminhosHome.home, rotulo: 'Início', Icone: House },
  { para: caminhosCotas.lista, rotulo: 'Minhas cotas', Icone: WalletCards },
  { para: caminhosCotas.detalhes, rotulo: 'Detalhes da cota', Icone: FileText },
];

function Usuario() {
  const usuario = useSessao()?.usuario;
  if (!usuario) return null;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-fundo p-3">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-full bg-primaria text-sm font-bold text-primaria-contraste"
        aria-hidden="true"
      >
        {iniciais(usuario.nome)}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-tinta">{nomeProprio(usuario.nome)}</p>
        <p className="tabular truncate text-xs text-tinta-suave">
          {usuario.tipoPessoa === 'J' ? 'CNPJ' : 'CPF'} {mascararInscricao(usuario.inscricaoNacional)}
        </p>
      </div>
    </div>
  );
}

/** Main template at /: partner logo, navigation (sidebar on desktop, bottom tab bar on phones) and the maintenance banner. */
export function MainLayout() {
  const parceiro = useParceiro();
  const nome = parceiro?.name ?? NOME_PADRAO;
  const logo = (
    <Link
      to={caminhosHome.home}
      className="inline-flex min-h-11 items-center rounded-lg"
      aria-label={`${nome}: início`}
    >
      <Logo src={parceiro?.logo_url} nome={nome} />
    </Link>
  );

  return (
    <div className="min-h-dvh lg:pl-72">
      <a
        href="#conteudo"
        className="sr-only z-[80] rounded-full bg-tinta px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>

      <aside className="fixed inset-y-0 left-0 hidden w-72 flex-col border-r border-borda/80 bg-superficie px-5 py-7 lg:flex">
        <div className="px-2">{logo}</div>
        <nav aria-label="Principal" className="mt-10 flex-1">
          <ul className="flex flex-col gap-1">
            {navegacao.map(({ para, rotulo, Icone }) => (
              <li key={para}>
                <NavLink
                  to={para}
                  className={({ isActive }) =>
                    clsx(
                      'flex min-h-12 items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-semibold transition-colors',
                      isActive
                        ? 'bg-primaria/10 text-primaria-texto'
                        : 'text-tinta-suave hover:bg-fundo hover:text-tinta',
                    )
                  }
                >
                  <Icone className="size-5" aria-hidden="true" />
                  {rotulo}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-2">
          <Usuario />
          <BotaoSair className="self-start" />
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-borda/80 bg-superficie/95 px-4 backdrop-blur lg:hidden">
        {logo}
        <BotaoSair aparencia="icone" />
      </header>

      <AvisoManutencao />

      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl px-4 pt-6 pb-32 outline-none sm:px-6 lg:px-10 lg:pt-10 lg:pb-16"
      >
        <Outlet />
      </main>

      <nav
        aria-label="Principal"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-borda/80 bg-superficie/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      >
        <ul className="mx-auto grid max-w-md grid-cols-3">
          {navegacao.map(({ para, rotulo, Icone }) => (
            <li key={para}>
              <NavLink
                to={para}
                className={({ isActive }) =>
                  clsx(
                    'flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors',
                    isActive ? 'text-primaria-texto' : 'text-tinta-suave hover:text-tinta',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={clsx(
                        'grid h-8 w-14 place-items-center rounded-full transition-colors',
                        isActive && 'bg-primaria/10',
                      )}
                      aria-hidden="true"
                    >
                      <Icone className="size-5" />
                    </span>
                    {rotulo}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
