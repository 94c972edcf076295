import { clsx } from 'clsx';
import {
  Banknote,
  Car,
  CalendarClock,
  CalendarDays,
  CarFront,
  FileCheck2,
  FileInput,
  HandCoins,
  Landmark,
  ListChecks,
  LogOut,
  Megaphone,
  ArrowRightLeft,
  ScrollText,
  ShieldCheck,
  Wrench,
  type LucideIcon,
  PhoneCall,
} from 'lucide-react';
import {
  analiseContemplacaoOperacoes,
  faturamentoOperadorOperacoes,
  devolucaoOperadorOperacoes,
  renegociacaoOperadorOperacoes,
  transferenciaOperadorOperacoes,
  seguroOperadorOperacoes,
  posvendaOperadorOperacoes,
  assembleiasOperacoes,
  boletosOperacoes,
  casosOperacoes,
  catalogoVeiculosOperacoes,
  notificacoesOperacoes,
  operadorOperacoes,
  parceirosOperacoes,
  repassesOperacoes,
  type Operacao,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Menu, MenuCabecalho, MenuItem, MenuSeparador } from '@/components/menu';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { iniciais } from '@/lib/nomes';
import { consulta } from '@/lib/operacoes';
import {
  houveSaidaVoluntaria,
  renovarSessaoOperador,
  useSessaoOperador,
  useSessaoOperadorRestaurada,
  type SessaoOperador,
} from '@/lib/sessao-operador';
import { META_OPERADOR } from '../chaves';
import { useLogoutOperador } from '../use-logout-operador';
import { papelPode } from '../use-pode';
import { caminhosOperador } from '../paths';
import { PAPEIS, useTemaOperador } from './aparencia';
import { MarcaOperador } from './marca-operador';

/** Each section with the operation its page is built on: the menu lists only what the role may open. */
const navegacao: { para: string; rotulo: string; Icone: LucideIcon; op: Operacao }[] = [
  { para: caminhosOperador.fila, rotulo: 'Fila de casos', Icone: ListChecks, op: casosOperacoes.fila },
  {
    para: caminhosOperador.analises,
    rotulo: 'Contemplações',
    Icone: FileCheck2,
    op: analiseContemplacaoOperacoes.fila,
  },
  {
    para: caminhosOperador.faturamentos,
    rotulo: 'Faturamentos',
    Icone: Car,
    op: faturamentoOperadorOperacoes.filaIdentificacao,
  },
  {
    para: caminhosOperador.devolucoes,
    rotulo: 'Devoluções',
    Icone: Banknote,
    op: devolucaoOperadorOperacoes.fila,
  },
  {
    para: caminhosOperador.transferencias,
    rotulo: 'Transferências',
    Icone: ArrowRightLeft,
    op: transferenciaOperadorOperacoes.fila,
  },
  {
    para: caminhosOperador.renegociacoes,
    rotulo: 'Renegociações',
    Icone: CalendarClock,
    op: renegociacaoOperadorOperacoes.acompanhar,
  },
  {
    para: caminhosOperador.seguros,
    rotulo: 'Seguros',
    Icone: ShieldCheck,
    op: seguroOperadorOperacoes.fila,
  },
  {
    para: caminhosOperador.posVenda,
    rotulo: 'Pós-venda',
    Icone: PhoneCall,
    op: posvendaOperadorOperacoes.fila,
  },
  {
    para: caminhosOperador.catalogoVeiculos,
    rotulo: 'Catálogo de veículos',
    Icone: CarFront,
    op: catalogoVeiculosOperacoes.solicitacoes,
  },
  {
    para: caminhosOperador.boletos,
    rotulo: 'Pagamentos',
    Icone: HandCoins,
    op: boletosOperacoes.buscarOperador,
  },
  {
    para: caminhosOperador.retornos,
    rotulo: 'Retorno bancário',
    Icone: FileInput,
    op: boletosOperacoes.importarRetorno,
  },
  {
    para: caminhosOperador.repasses,
    rotulo: 'Repasses',
    Icone: Landmark,
    op: repassesOperacoes.fila,
  },
  {
    para: caminhosOperador.assembleias,
    rotulo: 'Assembleias',
    Icone: CalendarDays,
    op: assembleiasOperacoes.listarOperador,
  },
  {
    para: caminhosOperador.informativos,
    rotulo: 'Novidades',
    Icone: Megaphone,
    op: notificacoesOperacoes.listarOperador,
  },
  {
    para: caminhosOperador.avisos,
    rotulo: 'Avisos de manutenção',
    Icone: Wrench,
    op: parceirosOperacoes.avisosOperador,
  },
  {
    para: caminhosOperador.auditoria,
    rotulo: 'Auditoria',
    Icone: ScrollText,
    op: operadorOperacoes.auditoria,
  },
];

const secoesDo = (sessao: SessaoOperador) => navegacao.filter((n) => papelPode(sessao.operador.papel, n.op));

/** The queue is also the parent of the case and customer pages: it stays lit there, but not on the others. */
function ativo(pathname: string, para: string): boolean {
  if (para === caminhosOperador.fila)
    return !navegacao.some((n) => n.para !== caminhosOperador.fila && pathname.startsWith(n.para));
  return pathname.startsWith(para);
}

function Avatar({ nome }: { nome: string }) {
  return (
    <span
      className="grid size-9 shrink-0 place-items-center rounded-full bg-white/15 text-xs font-bold text-white"
      aria-hidden="true"
    >
      {iniciais(nome)}
    </span>
  );
}

function BarraLateral({
  sessao,
  sair,
  saindo,
}: {
  sessao: SessaoOperador;
  sair: () => void;
  saindo: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col bg-[#0f1e38] px-4 py-6 text-white lg:flex">
      <div className="px-2">
        <MarcaOperador claro />
      </div>
      {/* A supervisor's twelve sections outgrow a laptop's height: the list scrolls, the footer stays. */}
      <nav aria-label="Back-office" className="-mx-1 mt-10 min-h-0 flex-1 overflow-y-auto px-1">
        <ul className="flex flex-col gap-1">
          {secoesDo(sessao).map(({ para, rotulo, Icone }) => (
            <li key={para}>
              <Link
                to={para}
                aria-current={ativo(pathname, para) ? 'page' : undefined}
                className={clsx(
                  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-semibold transition-colors',
                  ativo(pathname, para)
                    ? 'bg-white/12 text-white'
                    : 'text-white/75 hover:bg-white/8 hover:text-white',
                )}
              >
                <Icone className="size-5" aria-hidden="true" />
                {rotulo}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 flex shrink-0 flex-col gap-2">
        <div className="flex items-center gap-3 rounded-2xl bg-white/8 p-3">
          <Avatar nome={sessao.operador.nome} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{sessao.operador.nome}</p>
            <p className="truncate text-xs text-white/70">{PAPEIS[sessao.operador.papel]}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={sair}
          disabled={saindo}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-full px-3 text-sm font-semibold text-white/80 hover:bg-white/8 hover:text-white disabled:opacity-60"
        >
          <LogOut className="size-5" aria-hidden="true" />
          Sair
        </button>
      </div>
    </aside>
  );
}

function Cabecalho({ sessao, sair }: { sessao: SessaoOperador; sair: () => void }) {
  const { pathname } = useLocation();
  const refNav = useRef<HTMLUListElement>(null);
  // The row scrolls sideways on a phone: the current section is brought into sight.
  useEffect(() => {
    const atual = refNav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const lista = refNav.current;
    if (!atual || !lista) return;
    const fora = atual.offsetLeft + atual.offsetWidth > lista.scrollLeft + lista.clientWidth;
    if (fora || atual.offsetLeft < lista.scrollLeft) lista.scrollLeft = atual.offsetLeft - 8;
  }, [pathname]);
  return (
    <header className="sticky top-0 z-30 bg-[#0f1e38] text-white lg:hidden">
      <div className="flex h-16 items-center justify-between px-4">
        <MarcaOperador claro />
        <Menu
          rotulo="Menu do operador"
          gatilho={<Avatar nome={sessao.operador.nome} />}
          className="hover:bg-white/10 data-[state=open]:bg-white/10"
        >
          <MenuCabecalho>
            <p className="text-sm font-semibold text-tinta">{sessao.operador.nome}</p>
            <p className="text-xs font-normal text-tinta-suave">
              {PAPEIS[sessao.operador.papel]} · {sessao.operador.email}
            </p>
          </MenuCabecalho>
          <MenuSeparador />
          <MenuItem icone={<LogOut aria-hidden="true" />} onSelect={sair}>
            Sair
          </MenuItem>
        </Menu>
      </div>
      <nav aria-label="Back-office" className="px-2">
        {/* Four sections do not fit a phone's width: the row scrolls sideways instead of wrapping. */}
        <ul ref={refNav} className="relative -mb-px flex gap-1 overflow-x-auto [scrollbar-width:none]">
          {secoesDo(sessao).map(({ para, rotulo, Icone }) => (
            <li key={para}>
              <Link
                to={para}
                aria-current={ativo(pathname, para) ? 'page' : undefined}
                className={clsx(
                  'flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap',
                  ativo(pathname, para) ? 'border-white text-white' : 'border-transparent text-white/75',
                )}
              >
                <Icone className="size-4" aria-hidden="true" />
                {rotulo}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The back-office's own layout (issue 4): its navy chrome, its navigation and its guard. The session lives in
 * the page's memory: on a reload or in a new tab the refresh cookie restores it first (ADR 0014). Without a
 * live operator session (a customer's does not count) every page sends to /operador/entrar and comes back after.
 */
export default function LayoutOperador() {
  useTemaOperador();
  const sessao = useSessaoOperador();
  const restaurada = useSessaoOperadorRestaurada();
  const location = useLocation();
  const logout = useLogoutOperador();
  const restaurar = !sessao && !restaurada && !houveSaidaVoluntaria();
  useEffect(() => {
    if (restaurar) void renovarSessaoOperador();
  }, [restaurar]);
  // Asks the server whether the session still stands (logged out elsewhere, revoked): a 401 ends it here too.
  useQuery({ ...consulta(operadorOperacoes.eu), meta: META_OPERADOR, enabled: sessao !== null });

  if (restaurar) {
    return (
      <main className="grid min-h-dvh place-items-center bg-fundo px-4">
        <CarregandoRegiao rotulo="Abrindo o back-office…" className="flex w-full max-w-md flex-col gap-3">
          <Skeleton className="h-10 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </CarregandoRegiao>
      </main>
    );
  }
  if (!sessao) {
    if (houveSaidaVoluntaria()) return <Navigate to={caminhosOperador.entrar} replace />;
    const de = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${caminhosOperador.entrar}?de=${de}`} replace />;
  }
  const sair = () => logout.mutate();

  return (
    <div className="min-h-dvh bg-fundo lg:pl-64">
      <a
        href="#conteudo"
        className="sr-only z-[80] rounded-full bg-tinta px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <BarraLateral sessao={sessao} sair={sair} saindo={logout.isPending} />
      <Cabecalho sessao={sessao} sair={sair} />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 outline-none sm:px-6 lg:px-10 lg:pt-10"
      >
        <Outlet />
      </main>
    </div>
  );
}
