import { useRef, useState } from 'react';

interface EstadoDaAcao {
  isPending: boolean;
  error: Error | null;
}

const PARADA: EstadoDaAcao = { isPending: false, error: null };

/**
 * The state of one asynchronous action of the login (the password or passkey login), as a mutation of the data
 * cache would keep it, without the data cache: the login page loads before TanStack Query (ADR 0046). Only the
 * latest run counts: `reset` or a new run makes an earlier one's end invisible (its `depois` is not called).
 */
export function useAcao<A>(fazer: (argumento: A) => Promise<void>) {
  const [estado, setEstado] = useState<EstadoDaAcao>(PARADA);
  const vez = useRef(0);

  const mutate = (argumento: A, depois?: { onError?: (erro: Error) => void }) => {
    const esta = ++vez.current;
    setEstado({ isPending: true, error: null });
    fazer(argumento).then(
      () => {
        if (esta === vez.current) setEstado(PARADA);
      },
      (motivo: unknown) => {
        if (esta !== vez.current) return;
        const error = motivo instanceof Error ? motivo : new Error(String(motivo));
        setEstado({ isPending: false, error });
        depois?.onError?.(error);
      },
    );
  };
  const reset = () => {
    vez.current++;
    setEstado(PARADA);
  };
  return { ...estado, isError: estado.error !== null, mutate, reset };
}
