import { acessoOperacoes, type Versao } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useToast } from '@/components/toast';
import { useAlgumFluxoEmAndamento } from '@/lib/fluxo';
import { consulta } from '@/lib/operacoes';
import { VERSAO_DO_APP } from '@/lib/versao';

/** How often an open tab asks whether a newer build was published (also on every return to the tab). */
const INTERVALO_VERSOES_MS = 5 * 60_000;
/** Spec §4/§9: the page reloads 1 s after a new version is ready. */
const ESPERA_RECARGA_MS = 1000;
/** If the new service worker does not take over by then, a plain reload gets the new files anyway. */
const ESPERA_SERVICE_WORKER_MS = 4000;
/** The version this tab already reloaded for: never reload twice for the same one (no loop if it cannot be had). */
const CHAVE_VERSAO_TENTADA = 'portal.versao-tentada';

/** The latest published build: the highest id wins (spec §7). */
function versaoMaisRecente(versoes: readonly Versao[]): Versao | undefined {
  return versoes.reduce<Versao | undefined>((a, v) => (!a || v.id > a.id ? v : a), undefined);
}

type Pronta = { modo: 'service-worker' | 'recarregar'; versao: string };

function versaoJaTentada(versao: string): boolean {
  try {
    return sessionStorage.getItem(CHAVE_VERSAO_TENTADA) === versao;
  } catch {
    return false;
  }
}

function marcarTentada(versao: string) {
  try {
    sessionStorage.setItem(CHAVE_VERSAO_TENTADA, versao);
  } catch {
    /* storage disabled */
  }
}

/**
 * Keeps the open tab on the latest build. GET /versoes is polled (every few minutes and whenever the tab gets the
 * focus back); when the latest published build differs from this bundle's, the new service worker is fetched and
 * takes over, and the page reloads 1 s later (spec §4). Never under someone mid-flow (a dirty form, a wizard step):
 * they get a 'Nova versão disponível' toast with 'Atualizar', and the reload happens on its own once they are done.
 */
export function PwaAtualizacao() {
  const toast = useToast();
  const registro = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const {
    needRefresh: [swNovo],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, r) => {
      registro.current = r;
    },
  });
  const { data: ultima } = useQuery({
    ...consulta(acessoOperacoes.versoes),
    select: versaoMaisRecente,
    staleTime: 60_000,
    refetchInterval: INTERVALO_VERSOES_MS,
    refetchOnWindowFocus: 'always',
    retry: false,
    // A background check: its failure must not take the user away.
    meta: { semIndisponivel: true },
    enabled: import.meta.env.PROD,
  });
  const ocupado = useAlgumFluxoEmAndamento();
  const [pronta, setPronta] = useState<Pronta | null>(null);

  const versaoNova = ultima && ultima.versao !== VERSAO_DO_APP ? ultima.versao : null;

  // 1. The server has a newer build: fetch its service worker (or, without one, plan a plain reload).
  useEffect(() => {
    if (!versaoNova || versaoJaTentada(versaoNova)) return;
    let cancelado = false;
    void (async () => {
      const r = registro.current;
      try {
        await r?.update();
      } catch {
        /* offline or the worker script failed: a reload still fetches the new shell */
      }
      if (cancelado) return;
      // A worker being installed will raise `needRefresh`; otherwise nothing will, so reload directly.
      if (!r || (!r.installing && !r.waiting)) setPronta({ modo: 'recarregar', versao: versaoNova });
    })();
    return () => {
      cancelado = true;
    };
  }, [versaoNova]);

  // 2. A new service worker installed and waiting (found by the poll above or by the browser itself) wins.
  const modo = swNovo ? 'service-worker' : pronta?.modo;
  const versaoPronta = swNovo ? (versaoNova ?? 'service-worker') : pronta?.versao;

  // 3. Apply it: at once (1 s) when the user is not mid-flow, else offer it and wait until they are done.
  useEffect(() => {
    if (!modo || !versaoPronta) return;
    const aplicar = () => {
      marcarTentada(versaoPronta);
      if (modo === 'service-worker') {
        void updateServiceWorker(true);
        setTimeout(() => window.location.reload(), ESPERA_SERVICE_WORKER_MS);
      } else {
        window.location.reload();
      }
    };
    if (ocupado) {
      toast({
        id: 'nova-versao',
        titulo: 'Nova versão disponível',
        descricao: 'Termine o que está fazendo ou atualize agora. Os dados digitados serão perdidos.',
        tom: 'info',
        acao: { rotulo: 'Atualizar', onClick: aplicar },
      });
      return;
    }
    toast({
      id: 'nova-versao',
      titulo: 'Nova versão disponível',
      descricao: 'Atualizando o portal…',
      tom: 'info',
    });
    const timer = setTimeout(aplicar, ESPERA_RECARGA_MS);
    return () => clearTimeout(timer);
  }, [modo, versaoPronta, ocupado, toast, updateServiceWorker]);

  return null;
}
