import { useEffect, useState } from 'react';

/**
 * Whether the page's `load` event has fired: what may wait for it (the service worker's updates, a login
 * page's secondary request and the schemas it brings) never competes with the first screen on a slow network.
 */
export function usePaginaCarregada(): boolean {
  const [carregada, setCarregada] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (carregada) return;
    const marcar = () => setCarregada(true);
    window.addEventListener('load', marcar, { once: true });
    return () => window.removeEventListener('load', marcar);
  }, [carregada]);
  return carregada;
}
