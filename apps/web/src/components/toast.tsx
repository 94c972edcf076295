import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export type ToastTone = 'sucesso' | 'erro' | 'info';

export interface ToastInput {
  titulo: string;
  descricao?: string;
  tom?: ToastTone;
  /** One action button (e.g. 'Atualizar'); the toast stays until it is used or closed. */
  acao?: { rotulo: string; onClick: () => void };
  /** Milliseconds on screen; `Infinity` keeps it until closed. Defaults to 4 s, or until closed with an action. */
  duracao?: number;
  /** A toast with the same id replaces the previous one instead of stacking. */
  id?: string;
}

export interface ToastItem extends ToastInput {
  chave: number;
}

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

/** The toasts themselves (Radix), fetched with the first one: most first visits show none. */
const Toasts = lazy(() => import('./toasts'));

let proximoId = 1;

/** The one toast provider; screens call `useToast()`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [itens, setItens] = useState<ToastItem[]>([]);
  // Once shown, the region stays: a closing toast keeps its exit transition and the next one comes at once.
  const [usado, setUsado] = useState(false);
  const mostrar = useCallback((t: ToastInput) => {
    setUsado(true);
    setItens((atual) => [
      ...atual.filter((x) => t.id === undefined || x.id !== t.id).slice(-2),
      { ...t, chave: proximoId++ },
    ]);
  }, []);
  const remover = useCallback(
    (chave: number) => setItens((atual) => atual.filter((t) => t.chave !== chave)),
    [],
  );
  const valor = useMemo(() => mostrar, [mostrar]);

  return (
    <ToastContext.Provider value={valor}>
      {children}
      {usado && (
        <Suspense fallback={null}>
          <Toasts itens={itens} remover={remover} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (t: ToastInput) => void {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast precisa do ToastProvider.');
  return ctx;
}
