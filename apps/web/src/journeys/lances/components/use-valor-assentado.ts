import { useEffect, useState } from 'react';

/** `valor` once it has stopped changing for `ms`: typing 1-2-5-0-0-0 asks the server once, not six times. */
export function useValorAssentado<T>(valor: T, ms = 400): T {
  const [assentado, setAssentado] = useState(valor);
  useEffect(() => {
    const t = setTimeout(() => setAssentado(valor), ms);
    return () => clearTimeout(t);
  }, [valor, ms]);
  return assentado;
}
