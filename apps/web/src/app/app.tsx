import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { decidirRota } from '@portal/domain';
import { ToastProvider } from '@/components/toast';
import { configurarApi } from '@/lib/api';
import { lembrarDestino } from '@/lib/destino';
import { marcarSessaoTerminou } from '@/journeys/acesso/components/aviso-sessao-terminou';
import { ehMobile, rotaDeLogin } from '@/lib/dispositivo';
import { regraDoCaminho } from '@/lib/rotas';
import { caminhos } from './caminhos';
import { criarQueryClient } from './query-client';
import { criarRouter } from './router';

const router = criarRouter();
/**
 * Spec §4: a session that cannot be renewed ends on the login page; the page the customer was on is kept as
 * the pending redirect (spec §2 rules 1 and 5), so logging in again continues there.
 */
configurarApi({
  aoSessaoExpirar: ({ transparente }) => {
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
  const { pathname, search } = router.state.location;
  if (pathname === caminhos.acesso.indisponivel) return;
  void router.navigate(`${caminhos.acesso.indisponivel}?de=${encodeURIComponent(pathname + search)}`, {
    replace: true,
  });
}

/** Entry providers: data cache, the one toast provider and the router. The partner theme is applied by RootLayout. */
export function App() {
  const [queryClient] = useState(() => criarQueryClient({ aoIndisponivel: irParaIndisponivel }));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
