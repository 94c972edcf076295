import { useSyncExternalStore } from 'react';

/**
 * A JSON value in localStorage that React components can subscribe to. Reads are cached until the next write,
 * so `useSyncExternalStore` gets a stable snapshot; other tabs' writes arrive through the `storage` event.
 */
export interface Armazem<T> {
  ler(): T | null;
  gravar(valor: T): void;
  limpar(): void;
  assinar(ouvinte: () => void): () => void;
  usar(): T | null;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // private mode or storage disabled: the app still works for this page view
  }
}

const todosOsAvisos = new Set<() => void>();

export function criarArmazem<T>(chave: string): Armazem<T> {
  const ouvintes = new Set<() => void>();
  let cache: { valor: T | null } | undefined;

  const avisar = () => {
    cache = undefined;
    ouvintes.forEach((o) => o());
  };
  todosOsAvisos.add(avisar);

  globalThis.addEventListener?.('storage', (e: StorageEvent) => {
    if (e.key === chave || e.key === null) avisar();
  });

  const armazem: Armazem<T> = {
    ler() {
      if (!cache) {
        let valor: T | null = null;
        try {
          const bruto = storage()?.getItem(chave);
          valor = bruto ? (JSON.parse(bruto) as T) : null;
        } catch {
          valor = null;
        }
        cache = { valor };
      }
      return cache.valor;
    },
    gravar(valor) {
      storage()?.setItem(chave, JSON.stringify(valor));
      avisar();
    },
    limpar() {
      storage()?.removeItem(chave);
      avisar();
    },
    assinar(ouvinte) {
      ouvintes.add(ouvinte);
      return () => ouvintes.delete(ouvinte);
    },
    usar() {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- `usar` is only called from components and hooks
      return useSyncExternalStore(armazem.assinar, armazem.ler, () => null);
    },
  };
  return armazem;
}

/**
 * Forget everything the device keeps except the keys in `preservar` and those starting with one of `prefixos`
 * (what belongs to the domain or the device, not to the user's session).
 */
export function limparArmazenamentoLocal(
  preservar: readonly string[],
  prefixos: readonly string[] = [],
): void {
  const s = storage();
  if (!s) return;
  const chaves = Array.from({ length: s.length }, (_, i) => s.key(i) ?? '');
  const porPrefixo = chaves.filter((k) => prefixos.some((p) => k.startsWith(p)));
  const manter = [...preservar, ...porPrefixo].map((k) => [k, s.getItem(k)] as const);
  s.clear();
  for (const [k, v] of manter) if (v !== null) s.setItem(k, v);
  todosOsAvisos.forEach((avisar) => avisar());
}
