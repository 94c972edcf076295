import { decidirRota, ROTA_LOGIN } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { lembrarDestino } from '@/lib/destino';
import { rotaDeLogin } from '@/lib/dispositivo';
import { PUBLICA, type HandleDeRota } from '@/lib/rotas';
import { sessaoDaRota } from '@/lib/sessao-da-rota';
import { limparSessaoLocal, useSessao } from '@/lib/session';

function regraDaRota(matches: ReturnType<typeof useMatches>) {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<HandleDeRota> | undefined;
    if (handle?.regra) return handle.regra;
  }
  return PUBLICA; // the 404 page and the error screen need no session
}

/** Spec §2 route guard: the decision is the domain's decidirRota; this only carries it out. */
export function Guarda() {
  const matches = useMatches();
  const location = useLocation();
  const sessao = useSessao();

  const decisao = decidirRota({ caminho: location.pathname, ...regraDaRota(matches) }, sessaoDaRota(sessao));
  const permitido = decisao.tipo === 'permitir';
  const lembrar = decisao.tipo === 'redirecionar' && decisao.lembrarDestino === true;
  const reiniciarLogin = decisao.tipo === 'redirecionar' && decisao.reiniciarLogin === true;
  const autenticado = Boolean(sessao);
  const destino = location.pathname + location.search;

  // The history entry last shown with a session: if the session ends while the user is still on it (logout, or
  // an expiry the http client already handled), that page is not a destination someone was trying to reach.
  const ultimaComSessao = useRef<string | null>(null);
  useEffect(() => {
    if (permitido && autenticado) ultimaComSessao.current = location.key;
    else if (lembrar && location.key !== ultimaComSessao.current) lembrarDestino(destino);
  }, [permitido, autenticado, lembrar, location.key, destino]);

  // A transparent login cannot be resumed by typing credentials: whatever is left of it goes.
  useEffect(() => {
    if (reiniciarLogin) limparSessaoLocal();
  }, [reiniciarLogin]);

  if (permitido) return <Outlet />;
  const para = decisao.para === ROTA_LOGIN ? rotaDeLogin() : decisao.para;
  return <Navigate to={para} replace />;
}
