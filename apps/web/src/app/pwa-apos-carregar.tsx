import { lazy, Suspense } from 'react';
import { usePaginaCarregada } from '@/lib/pagina-carregada';

const PwaAtualizacao = lazy(() => import('./pwa-atualizacao').then((m) => ({ default: m.PwaAtualizacao })));

/**
 * Service-worker updates (pwa-atualizacao.tsx), fetched and started once the page has loaded: its code, its
 * first GET /versoes and the worker's precache download never compete with the first screen on a slow network.
 */
export function PwaAposCarregar() {
  if (!usePaginaCarregada()) return null;
  return (
    <Suspense fallback={null}>
      <PwaAtualizacao />
    </Suspense>
  );
}
