import { decidirRota, ROTA_LOGIN } from '@portal/domain';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { lembrarDestino } from '@/lib/destino';
import { ehMobile, rotaDeLogin } from '@/lib/dispositivo';
import { PUBLICA, type HandleDeRota } from '@/lib/rotas';
import { useSessao } from '@/lib/session';

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

  const decisao = decidirRota(
    { caminho: location.pathname, ...regraDaRota(matches) },
    {
      autenticado: Boolean(sessao?.accessToken),
      transparente: false, // transparent login is not built yet
      senhaExpirada: sessao?.perfil.senhaExpirada ?? false,
      atualizacaoObrigatoria: false, // the registration-update journey is not built yet
      mobile: ehMobile(),
    },
  );

  if (decisao.tipo === 'permitir') return <Outlet />;
  if (decisao.lembrarDestino) lembrarDestino(location.pathname + location.search);
  const para = decisao.para === ROTA_LOGIN ? rotaDeLogin() : decisao.para;
  return <Navigate to={para} replace />;
}
