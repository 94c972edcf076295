import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type ToastTone = 'sucesso' | 'erro' | 'info';

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

interface ToastItem extends ToastInput {
  chave: number;
}

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

const icones: Record<ToastTone, ReactNode> = {
  sucesso: <CircleCheck className="size-5 text-[#4ade80]" aria-hidden="true" />,
  erro: <CircleAlert className="size-5 text-[#f87171]" aria-hidden="true" />,
  info: <Info className="size-5 text-[#93c5fd]" aria-hidden="true" />,
};

let proximoId = 1;

/** The one toast provider; screens call `useToast()`. Dark toasts read well over any partner colour. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [itens, setItens] = useState<ToastItem[]>([]);
  const mostrar = useCallback(
    (t: ToastInput) =>
      setItens((atual) => [
        ...atual.filter((x) => t.id === undefined || x.id !== t.id).slice(-2),
        { ...t, chave: proximoId++ },
      ]),
    [],
  );
  const remover = (chave: number) => setItens((atual) => atual.filter((t) => t.chave !== chave));
  const valor = useMemo(() => mostrar, [mostrar]);

  return (
    <ToastContext.Provider value={valor}>
      <RadixToast.Provider label="Notificação" swipeDirection="down" duration={4000}>
        {children}
        {itens.map((t) => (
          <RadixToast.Root
            key={t.chave}
            duration={t.duracao ?? (t.acao ? Infinity : undefined)}
            onOpenChange={(aberto) => !aberto && remover(t.chave)}
            className={clsx(
              'flex items-start gap-3 rounded-2xl bg-[#1b1e25] p-4 text-white shadow-elevado animate-surgir',
              'data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)] data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
            )}
          >
            <span className="mt-0.5">{icones[t.tom ?? 'sucesso']}</span>
            <div className="min-w-0 flex-1">
              <RadixToast.Title className="text-[0.9375rem] font-semibold">{t.titulo}</RadixToast.Title>
              {t.descricao && (
                <RadixToast.Description className="mt-0.5 text-sm text-white/80">
                  {t.descricao}
                </RadixToast.Description>
              )}
              {t.acao && (
                <RadixToast.Action
                  altText={t.acao.rotulo}
                  onClick={t.acao.onClick}
                  className="mt-3 inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-[#1b1e25] hover:bg-white/90"
                >
                  {t.acao.rotulo}
                </RadixToast.Action>
              )}
            </div>
            <RadixToast.Close
              aria-label="Fechar aviso"
              className="-m-2 grid size-11 shrink-0 place-items-center rounded-full text-white/70 hover:text-white"
            >
              <X className="size-4" aria-hidden="true" />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        {/* Desktop: top right, clear of the list buttons a toast answers (a quota's "Selecionar" sits at a card's
            bottom), so it never covers the focused control (WCAG 2.4.11). */}
        <RadixToast.Viewport className="fixed inset-x-4 bottom-24 z-40 mx-auto flex max-w-md flex-col gap-2 outline-none lg:inset-x-auto lg:top-6 lg:right-6 lg:bottom-auto lg:w-96" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (t: ToastInput) => void {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast precisa do ToastProvider.');
  return ctx;
}
