import type { TokenResposta } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/toast';
import { iniciarSessao } from '@/lib/session';

/**
 * Component-test harness: a screen inside a fresh QueryClient, the app's ToastProvider and a MemoryRouter, a logged-in session on the
 * device, and `fetch` answered like the API does. The network is the only boundary stubbed; our own modules
 * (operation catalogue, http client, session) run as in the app.
 */

export interface Pedido {
  metodo: string;
  caminho: string;
  query: URLSearchParams;
  corpo: unknown;
}

type Resposta = { status?: number; corpo?: unknown };
/** `METODO /caminho` (without the API base and query) → the answer, from the request. */
export type Rotas = Record<string, (pedido: Pedido) => Resposta | Promise<Resposta>>;

const BASE = '/app-cliente/v1';

/** Stubs `fetch`; an unknown route answers 404 so a missing stub shows up as an error on screen. */
export function stubApi(rotas: Rotas): Pedido[] {
  const pedidos: Pedido[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(entrada), 'http://localhost');
      const metodo = (init?.method ?? 'GET').toUpperCase();
      const caminho = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) : url.pathname;
      const corpo = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const pedido = { metodo, caminho, query: url.searchParams, corpo };
      pedidos.push(pedido);
      const rota = rotas[`${metodo} ${caminho}`];
      const { status = 200, corpo: resposta } = rota
        ? await rota(pedido)
        : { status: 404, corpo: { mensagem: `Sem stub para ${metodo} ${caminho}` } };
      return new Response(resposta === undefined ? null : JSON.stringify(resposta), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return pedidos;
}

/** The login answer of the tests' customer (Maria, quota 7), with what a test changes. */
export function tokensDeTeste(o: Partial<TokenResposta> = {}): TokenResposta {
  return {
    access_token: 'token-de-teste',
    token_type: 'bearer',
    expires_in: 3600,
    idCota: 7,
    perfil: { noAssembleia: false, senhaExpirada: false },
    usuario: { nome: 'Maria Souza', inscricaoNacional: '52998224725', tipoPessoa: 'F', email: null },
    transparente: false,
    ...o,
  };
}

export function entrarComo(o: Partial<TokenResposta> = {}): void {
  iniciarSessao(tokensDeTeste(o));
}

/** Where the router is now, so a test can assert the URL a screen wrote (filters kept in the query string). */
function Local() {
  const { pathname, search } = useLocation();
  return <output data-testid="local">{pathname + search}</output>;
}

export function renderizar(
  ui: ReactNode,
  { rota = '/', padrao = '*' }: { rota?: string; padrao?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  // No pause between keystrokes: the screens react to each one, there is nothing to wait for.
  const usuario = userEvent.setup({ delay: null });
  const resultado = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[rota]}>
          <Routes>
            <Route path={padrao} element={ui} />
          </Routes>
          <Local />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...resultado, usuario, queryClient };
}
