import { mascararInscricao } from '@portal/domain';
import { clsx } from 'clsx';
import {
  CalendarDays,
  ClipboardList,
  Ellipsis,
  FileText,
  Fingerprint,
  LifeBuoy,
  Gavel,
  Headset,
  History,
  House,
  KeyRound,
  Landmark,
  LogOut,
  MapPin,
  Receipt,
  SlidersHorizontal,
  UserRound,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Badge } from '@/components/badge';
import { Logo } from '@/components/logo';
import { Menu, MenuCabecalho, MenuItem, MenuItemLink, MenuSeparador } from '@/components/menu';
import { BotaoSair, DialogoSair } from '@/journeys/acesso/components/botao-sair';
import { AvaliacaoDoFluxo } from '@/journeys/perfil/components/avaliacao-do-fluxo';
import {
  SincronizarPreferencias,
  useFotoDoUsuario,
} from '@/journeys/perfil/components/sincronizar-preferencias';
import { SinoNotificacoes } from '@/journeys/notificacoes/components/sino-notificacoes';
import { AvisoManutencao } from '@/journeys/parceiros/components/aviso-manutencao';
import { suportaBiometria } from '@/lib/biometria';
import { iniciais, nomeProprio } from '@/lib/nomes';
import { NOME_PADRAO, useParceiro } from '@/lib/parceiro';
import { useVerificacaoCasos } from '@/lib/verificacao-de-casos';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { useSessao, type Sessao } from '@/lib/session';

interface ItemNavegacao {
  para: string;
  rotulo: string;
  /** The phone tab bar's shorter label, where the full one would wrap. */
  curto?: string;
  Icone: LucideIcon;
}

const navegacao: ItemNavegacao[] = [
  { para: caminhos.home.home, rotulo: 'Início', Icone: House },
  { para: caminhos.cotas.lista, rotulo: 'Minhas cotas', curto: 'Cotas', Icone: WalletCards },
  { para: caminhos.boletos.lista, rotulo: 'Boletos', Icone: Receipt },
  { para: caminhos.lances.ofertar, rotulo: 'Ofertar lance', curto: 'Lance', Icone: Gavel },
  { para: caminhos.lances.historico, rotulo: 'Histórico de lances', curto: 'Lances', Icone: History },
  { para: caminhos.assembleias.assembleias, rotulo: 'Assembleias', Icone: CalendarDays },
  { para: caminhos.relatorios.financeiro, rotulo: 'Financeiro', Icone: Landmark },
  { para: caminhos.cotas.detalhes, rotulo: 'Detalhes da cota', curto: 'Detalhes', Icone: FileText },
  { para: caminhos.casos.solicitacoes, rotulo: 'Solicitações', curto: 'Pedidos', Icone: ClipboardList },
  { para: caminhos.filiais.filiais, rotulo: 'Filiais', Icone: MapPin },
  { para: caminhos.filiais.atendimento, rotulo: 'Atendimento', Icone: Headset },
  { para: caminhos.ajuda.ajuda, rotulo: 'Ajuda', Icone: LifeBuoy },
];

/**
 * The account entries the session may open: none of the password screens in transparent login (a link never
 * changes the password, ADR 0016), and biometrics only where the browser can create a passkey.
 */
function useItensDaConta(): ItemNavegacao[] {
  const liberado = useCaminhoLiberado();
  const itens: ItemNavegacao[] = [];
  const senha = liberado(caminhos.acesso.alterarSenha)
    ? caminhos.acesso.alterarSenha
    : liberado(caminhos.acesso.senhaAtual)
      ? caminhos.acesso.senhaAtual
      : null;
  if (liberado(caminhos.perfil.perfil))
    itens.push({ para: caminhos.perfil.perfil, rotulo: 'Meu perfil', Icone: UserRound });
  if (liberado(caminhos.perfil.preferencias))
    itens.push({ para: caminhos.perfil.preferencias, rotulo: 'Preferências', Icone: SlidersHorizontal });
  if (senha) itens.push({ para: senha, rotulo: 'Alterar senha', Icone: KeyRound });
  if (liberado(caminhos.acesso.biometria) && suportaBiometria())
    itens.push({ para: caminhos.acesso.biometria, rotulo: 'Biometria', Icone: Fingerprint });
  return itens;
}

function Avatar({ nome, tamanho = 'md' }: { nome: string; tamanho?: 'sm' | 'md' }) {
  // The customer's own photo when they chose one (perfil journey), else their initials.
  const foto = useFotoDoUsuario();
  if (foto)
    return (
      <img
        src={foto}
        alt=""
        className={clsx('shrink-0 rounded-full object-cover', tamanho === 'sm' ? 'size-9' : 'size-10')}
      />
    );
  return (
    <span
      className={clsx(
        'grid shrink-0 place-items-center rounded-full bg-primaria font-bold text-primaria-contraste',
        tamanho === 'sm' ? 'size-9 text-xs' : 'size-10 text-sm',
      )}
      aria-hidden="true"
    >
      {iniciais(nome)}
    </span>
  );
}

function Identificacao({ sessao }: { sessao: Sessao }) {
  const { usuario } = sessao;
  return (
    <div className="min-w-0">
      <p className="truncate text-sm font-semibold text-tinta">{nomeProprio(usuario.nome)}</p>
      <p className="tabular truncate text-xs font-normal text-tinta-suave">
        {usuario.tipoPessoa === 'J' ? 'CNPJ' : 'CPF'} {mascararInscricao(usuario.inscricaoNacional)}
      </p>
      {sessao.transparente && (
        <Badge tone="info" className="mt-1.5">
          Acesso por link
        </Badge>
      )}
    </div>
  );
}

function classeLinkLateral({ isActive }: { isActive: boolean }) {
  return clsx(
    'flex min-h-12 items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-semibold transition-colors',
    isActive ? 'bg-primaria/10 text-primaria-texto' : 'text-tinta-suave hover:bg-fundo hover:text-tinta',
  );
}

/** Phones: the account lives behind the avatar in the header (password, biometrics, logout). */
function MenuDaConta({ sessao, itens }: { sessao: Sessao; itens: ItemNavegacao[] }) {
  const [sair, setSair] = useState(false);
  return (
    <>
      <Menu rotulo="Menu da conta" gatilho={<Avatar nome={sessao.usuario.nome} tamanho="sm" />}>
        <MenuCabecalho>
          <Identificacao sessao={sessao} />
        </MenuCabecalho>
        <MenuSeparador />
        {itens.map(({ para, rotulo, Icone }) => (
          <MenuItemLink key={para} para={para} icone={<Icone aria-hidden="true" />}>
            {rotulo}
          </MenuItemLink>
        ))}
        {itens.length > 0 && <MenuSeparador />}
        <MenuItem icone={<LogOut aria-hidden="true" />} onSelect={() => setSair(true)}>
          Sair
        </MenuItem>
      </Menu>
      <DialogoSair open={sair} onOpenChange={setSair} />
    </>
  );
}

const ABAS_NO_CELULAR = 5;

/** The phone tab bar's last tab: the entries that do not fit, in a menu that opens upwards. */
function AbaMais({ itens }: { itens: ItemNavegacao[] }) {
  const { pathname } = useLocation();
  const ativo = itens.some((i) => pathname === i.para.split('?')[0]);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx(
          'flex min-h-16 w-full flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors',
          ativo ? 'text-primaria-texto' : 'text-tinta-suave hover:text-tinta',
        )}
      >
        <span
          className={clsx(
            'grid h-8 w-14 place-items-center rounded-full transition-colors',
            ativo && 'bg-primaria/10',
          )}
          aria-hidden="true"
        >
          <Ellipsis className="size-5" />
        </span>
        Mais
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="cromo z-50 max-w-[calc(100vw-1.5rem)] min-w-64 rounded-2xl bg-superficie p-2 shadow-elevado ring-1 ring-borda/70 animate-surgir"
        >
          {itens.map(({ para, rotulo, Icone }) => (
            <MenuItemLink key={para} para={para} icone={<Icone aria-hidden="true" />}>
              {rotulo}
            </MenuItemLink>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Main template at /: partner logo, navigation (sidebar on desktop, bottom tab bar on phones) and the maintenance banner. */
export function MainLayout() {
  // 03 §4: the selected quota's case-check sequence, kept fresh while the customer is in the portal (after a
  // reload, a quota switch or a change of the cases); it keeps the guard's mandatory-update flag up to date.
  useVerificacaoCasos();
  const parceiro = useParceiro();
  const sessao = useSessao();
  const liberado = useCaminhoLiberado();
  const itensDaConta = useItensDaConta();
  const nome = parceiro?.name ?? NOME_PADRAO;
  // Transparent login: only what the guard lets through is offered (spec §2 rule 3).
  const principais = navegacao.filter((i) => liberado(i.para));
  // Phones: past ABAS_NO_CELULAR entries the last tab becomes 'Mais', so labels never get cramped.
  const abas = principais.length > ABAS_NO_CELULAR ? principais.slice(0, ABAS_NO_CELULAR - 1) : principais;
  const noMais = principais.slice(abas.length);
  const logo = (
    <Link
      to={caminhos.home.home}
      className="inline-flex min-h-11 min-w-0 items-center rounded-lg"
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

      <aside className="cromo fixed inset-y-0 left-0 hidden w-72 flex-col overflow-y-auto border-r border-borda/80 bg-superficie px-5 py-7 lg:flex">
        <div className="flex items-center justify-between gap-2 px-2">
          {logo}
          <SinoNotificacoes />
        </div>
        <nav aria-label="Principal" className="mt-10">
          <ul className="flex flex-col gap-1">
            {principais.map(({ para, rotulo, Icone }) => (
              <li key={para}>
                <NavLink to={para} className={classeLinkLateral}>
                  <Icone className="size-5" aria-hidden="true" />
                  {rotulo}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {itensDaConta.length > 0 && (
          <nav aria-labelledby="titulo-conta" className="mt-8">
            <p
              id="titulo-conta"
              className="mb-2 px-3 text-xs font-semibold tracking-wide text-tinta-fraca uppercase"
            >
              Sua conta
            </p>
            <ul className="flex flex-col gap-1">
              {itensDaConta.map(({ para, rotulo, Icone }) => (
                <li key={para}>
                  <NavLink to={para} className={classeLinkLateral}>
                    <Icone className="size-5" aria-hidden="true" />
                    {rotulo}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="mt-auto flex flex-col gap-2 pt-8">
          {sessao && (
            <div className="flex items-center gap-3 rounded-2xl bg-fundo p-3">
              <Avatar nome={sessao.usuario.nome} />
              <Identificacao sessao={sessao} />
            </div>
          )}
          <BotaoSair className="self-start" />
        </div>
      </aside>

      <header className="cromo sticky top-0 z-30 flex min-h-16 items-center justify-between gap-2 border-b border-borda/80 bg-superficie/95 px-4 backdrop-blur lg:hidden">
        {logo}
        <div className="flex shrink-0 items-center gap-1">
          <SinoNotificacoes />
          {sessao ? <MenuDaConta sessao={sessao} itens={itensDaConta} /> : <BotaoSair aparencia="icone" />}
        </div>
      </header>

      <AvisoManutencao />
      <SincronizarPreferencias />
      <AvaliacaoDoFluxo />

      <main
        id="conteudo"
        tabIndex={-1}
        className={clsx(
          'mx-auto w-full max-w-5xl px-4 pt-6 outline-none sm:px-6 lg:px-10 lg:pt-10 lg:pb-16',
          principais.length > 1 ? 'pb-32' : 'pb-12',
        )}
      >
        <Outlet />
      </main>

      {/* A tab bar with a single tab is no navigation: transparent login goes without it. */}
      {principais.length > 1 && (
        <nav
          aria-label="Principal"
          className="cromo fixed inset-x-0 bottom-0 z-30 border-t border-borda/80 bg-superficie/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
        >
          <ul
            className="mx-auto grid max-w-md"
            style={{
              gridTemplateColumns: `repeat(${abas.length + (noMais.length > 0 ? 1 : 0)}, minmax(0, 1fr))`,
            }}
          >
            {abas.map(({ para, rotulo, curto, Icone }) => (
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
                      {curto ?? rotulo}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
            {noMais.length > 0 && (
              <li>
                <AbaMais itens={noMais} />
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
