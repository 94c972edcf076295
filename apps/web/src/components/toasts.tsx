import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import type { ToastItem, ToastTone } from './toast';

const icones: Record<ToastTone, ReactNode> = {
  sucesso: <CircleCheck className="size-5 text-[#4ade80]" aria-hidden="true" />,
  erro: <CircleAlert className="size-5 text-[#f87171]" aria-hidden="true" />,
  info: <Info className="size-5 text-[#93c5fd]" aria-hidden="true" />,
};

/**
 * The toasts on screen and their region (Radix Toast). Loaded with the first toast (ToastProvider), so a page
 * that shows none, the login first of all, never downloads it. Dark toasts read well over any partner colour.
 */
export default function Toasts({ itens, remover }: { itens: ToastItem[]; remover: (chave: number) => void }) {
  return (
    <RadixToast.Provider label="Notificação" swipeDirection="down" duration={4000}>
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
  );
}
