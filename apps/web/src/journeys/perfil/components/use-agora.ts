import { useEffect, useState } from 'react';

/**
 * This device's clock, read again every `intervaloMs` while `ativo`: the countdowns derive their seconds from
 * it (never from a decremented counter), so a tab left in the background shows the right time on its return.
 */
export function useAgora(intervaloMs: number, ativo = true): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    if (!ativo) return;
    const id = setInterval(() => setAgora(Date.now()), intervaloMs);
    return () => clearInterval(id);
  }, [intervaloMs, ativo]);
  return agora;
}
