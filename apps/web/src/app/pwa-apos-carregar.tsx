import { lazy, Suspense, useEffect, useState } from 'react';

const PwaAtualizacao = lazy(() => import('./pwa-atualizacao').then((m) => ({ default: m.PwaAtualizacao })));

/**
 * Service-worker updates (pwa-atualizacao.tsx), fetched and started once the page has loaded: its code, its
 * first GET /versoes and the worker's precache download never compete with the first screen on a slow network.
 */
export function PwaAposCarregar() {
  const [carregada, setCarregada] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (carregada) return;
    const marcar = () => setCarregada(true);
    window.addEventListener('load', marcar, { once: true });
    return () => window.removeEventListener('load', marcar);
  }, [carregada]);
  if (!carregada) return null;
  return (
    <Suspense fallback={null}>
      <PwaAtualizacao />
    </Suspense>
  );
}
