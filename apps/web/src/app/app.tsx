import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { decidirRota, type TokenResposta } from '@portal/domain';
import { ToastProvider } from '@/components/toast';
import { configurarApi } from '@/lib/api';
import { lembrarDestino } from '@/lib/destino';
import { marcarSessaoTerminou } from '@/journeys/acesso/components/aviso-sessao-terminou';
import { ehMobile, rotaDeLogin } from '@/lib/dispositivo';
import { regraDoCaminho } from '@/lib/rotas';
import { caminhos } from './caminhos';
import { focarTituloNaChegada } from './layouts/foco-na-navegacao';
import { criarQueryClient } from './query-client';
import { criarRouter } from './router';

/** Created when the app starts: on a first visit to the login, only once the person leaves it (ADR 0046). */
let router: ReturnType<typeof criarRouter> | undefined;

/**
 * Spec §4: a session that cannot be renewed ends on the login page; the page the customer was on is kept as
 * the pending redirect (spec §2 rules 1 and 5), so logging in again continues there.
 */
configurarApi({
  aoSessaoExpirar: ({ transparente }) => {
    if (!router) return;
    const { pathname, search } = router.state.location;
    const regra = regraDoCaminho(pathname);
    if (regra) {
      const sessao = {
        autenticado: false,
        transparente,
        senhaExpirada: false,
        atualizacaoObrigatoria: false,
        mobile: ehMobile(),
      };
      const decisao = decidirRota({ caminho: pathname, ...regra }, sessao);
      if (decisao.tipo === 'redirecionar' && decisao.lembrarDestino) lembrarDestino(pathname + search);
    }
    // The login page says why the customer is back there (AvisoSessaoTerminou).
    marcarSessaoTerminou();
    void router.navigate(rotaDeLogin(), { replace: true });
  },
});

/** Spec §2: the API cannot be reached. The page the user was on comes back after 'Tentar novamente'. */
function irParaIndisponivel() {
  if (!router) return;
  const { pathname, search } = router.state.location;
  if (pathname === caminhos.acesso.indisponivel) return;
  void router.navigate(`${caminhos.acesso.indisponivel}?de=${encodeURIComponent(pathname + search)}`, {
    replace: true,
  });
}

const queryClient = criarQueryClient({ aoIndisponivel: irParaIndisponivel });

/** The login island's session, prepared in the app's data cache before the app is drawn. */
export async function prepararSessaoNoApp(tokens: TokenResposta): Promise<void> {
  const { prepararSessao } = await import('@/journeys/acesso/components/preparar-sessao');
  await prepararSessao(queryClient, tokens);
}

/** Where the app starts when the login island hands over: a screen, as the router would have navigated there. */
export interface Chegada {
  caminho: string;
  /** Replaces the login's history entry (after logging in) instead of adding one (a link). */
  substituir?: boolean;
  /** The router's `location.state` for that screen. */
  estado?: unknown;
}

/** A history entry as the router writes them (`usr` is the state, `idx` its position), so it takes them over. */
function entradaDoHistorico(chegada: Chegada) {
  const atual = (window.history.state ?? {}) as { idx?: number };
  const idx = (atual.idx ?? 0) + (chegada.substituir ? 0 : 1);
  const estado = { usr: chegada.estado ?? null, key: Math.random().toString(36).slice(2, 10), idx };
  if (chegada.substituir) window.history.replaceState(estado, '', chegada.caminho);
  else window.history.pushState(estado, '', chegada.caminho);
}

/** Resolves once the router matched its first page and loaded that page's code. */
function inicializado(r: NonNullable<typeof router>): Promise<void> {
  return new Promise((pronto) => {
    if (r.state.initialized) return pronto();
    const parar = r.subscribe((estado) => {
      if (!estado.initialized) return;
      parar();
      pronto();
    });
  });
}

/**
 * Draws the app in `raiz`: data cache, the one toast provider and the router (the partner theme is applied by
 * RootLayout). With a `chegada` (the login island handing over) the address becomes that screen first, and the
 * island stays on screen until the screen's code is loaded: the person sees the login, then the next screen,
 * as a navigation inside the app would show them.
 */
export async function iniciarApp(raiz: Root, chegada?: Chegada): Promise<void> {
  if (chegada) {
    entradaDoHistorico(chegada);
    focarTituloNaChegada();
  }
  const r = (router ??= criarRouter());
  if (chegada) {
    await inicializado(r);
    // A navigation starts at the top of the next screen (the router's ScrollRestoration, inside the app).
    window.scrollTo(0, 0);
  }
  raiz.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={r} />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
