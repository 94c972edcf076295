import { StrictMode, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { CarregamentoGlobal } from '../carregamento-global';
import { MolduraPublica } from '../layouts/moldura-publica';
import { usePaginaCarregada } from '@/lib/pagina-carregada';
import {
  ContextoDoLogin,
  type AmbienteDoLogin,
  type IrParaOpcoes,
} from '@/journeys/acesso/components/ambiente-do-login';
import Entrar from '@/journeys/acesso/screens/entrar';
import EntrarMobile from '@/journeys/acesso/screens/entrar-mobile';
import { AjudaDaIlha } from './ajuda-da-ilha';
import { AvisosDaIlha } from './avisos-da-ilha';
import type { TelaDaIlha } from './quando';

/** The whole app (router, data cache, every screen): fetched while a login is on its way, or when it is left. */
const app = () => import('../app');

/** A history entry as the router writes them (`idx`, its position; `usr`, the state), so it takes them over. */
function novaEntrada(busca: string) {
  const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.pushState({ usr: null, key, idx }, '', window.location.pathname + busca);
}

/** The query string, kept in step with the history (the phone's back gesture between the mobile steps). */
function useParametros(): [URLSearchParams, (novos: Record<string, string>) => void] {
  const [busca, setBusca] = useState(window.location.search);
  useEffect(() => {
    const aoVoltar = () => setBusca(window.location.search);
    window.addEventListener('popstate', aoVoltar);
    return () => window.removeEventListener('popstate', aoVoltar);
  }, []);
  const definir = (novos: Record<string, string>) => {
    const texto = new URLSearchParams(novos).toString();
    novaEntrada(texto ? `?${texto}` : '');
    // As the router's ScrollRestoration does on a new entry.
    window.scrollTo(0, 0);
    setBusca(window.location.search);
  };
  return [new URLSearchParams(busca), definir];
}

/** The service worker is registered once the page has loaded, as the app does (PwaAposCarregar). */
function useServiceWorkerAposCarregar() {
  const carregada = usePaginaCarregada();
  useEffect(() => {
    if (!carregada || !import.meta.env.PROD) return;
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  }, [carregada]);
}

function Ilha({
  tela,
  ambiente,
}: {
  tela: TelaDaIlha;
  ambiente: Omit<AmbienteDoLogin, 'parametros' | 'definirParametros'>;
}) {
  const [parametros, definirParametros] = useParametros();
  useServiceWorkerAposCarregar();
  return (
    <ContextoDoLogin.Provider value={{ ...ambiente, parametros, definirParametros }}>
      <CarregamentoGlobal />
      <MolduraPublica faixa={<AvisosDaIlha />}>
        {tela === 'entrar' ? <Entrar /> : <EntrarMobile />}
      </MolduraPublica>
    </ContextoDoLogin.Provider>
  );
}

/**
 * The login island (ADR 0046): a first visit to the login draws its screen with React alone, without the router
 * and the data cache (~60 KB gzip less before the form can be used). When the person leaves it (logged in, or by
 * a link) the app is drawn in the same root, already on the next screen, with the session in its data cache.
 */
export function montarIlha(raiz: Root, tela: TelaDaIlha): void {
  // As the router does with the page's first entry: it then reads the island's entries as its own.
  const estado = (window.history.state ?? {}) as { idx?: number };
  if (estado.idx === undefined) window.history.replaceState({ ...estado, idx: 0 }, '');

  // The person leaves once: a second way out meanwhile (the help's request failing as a login ends) waits for it.
  let saida: Promise<void> | undefined;
  const ambiente = {
    irPara: (caminho: string, opcoes?: IrParaOpcoes) =>
      (saida ??= app()
        .then((m) => m.iniciarApp(raiz, { caminho, substituir: opcoes?.substituir, estado: opcoes?.estado }))
        // Without the app's code (the network dropped), the address itself: the server opens it in the app.
        .catch(() => window.location.assign(caminho))),
    adiantarSessao: () => void app().catch(() => undefined),
    prepararSessao: async (tokens: Parameters<AmbienteDoLogin['prepararSessao']>[0]) =>
      (await app()).prepararSessaoNoApp(tokens),
    Ajuda: AjudaDaIlha,
  };
  // Typing in the form means a login is coming: the app is fetched meanwhile, not after the click.
  document.addEventListener('input', ambiente.adiantarSessao, { once: true, capture: true });
  raiz.render(
    <StrictMode>
      <Ilha tela={tela} ambiente={ambiente} />
    </StrictMode>,
  );
}
