import { clsx } from 'clsx';
import { CircleAlert, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Decorative badge above the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Action buttons; stacked on phones, side by side from sm. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations and errors the user must acknowledge. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the corner close button when the footer already offers the way out. */
  semFechar?: boolean;
}

/** The one modal: a bottom sheet on phones, a centred dialog from sm up. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  footer,
  role = 'dialog',
  semFechar,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[#0b0d12]/50 backdrop-blur-[2px] animate-aparecer" />
        <Dialog.Content
          role={role}
          className={clsx(
            'fixed z-50 w-full bg-superficie shadow-elevado outline-none animate-surgir',
            'inset-x-0 bottom-0 max-h-[90dvh] overflow-y-auto rounded-t-3xl px-6 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mx-auto mb-5 h-1.5 w-10 rounded-full bg-borda sm:hidden" aria-hidden="true" />
          {icon && <div className="mb-4">{icon}</div>}
          <Dialog.Title className="pr-10 text-xl font-bold tracking-tight text-tinta">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-[0.9375rem] leading-relaxed text-tinta-suave">
              {description}
            </Dialog.Description>
          )}
          {children && <div className="mt-5">{children}</div>}
          {footer && (
            <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div>
          )}
          {!semFechar && (
            <Dialog.Close
              aria-label="Fechar"
              className="absolute top-4 right-4 grid size-11 place-items-center rounded-full text-tinta-suave hover:bg-fundo hover:text-tinta sm:top-5 sm:right-5"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function IconeModal({ children, tom = 'marca' }: { children: ReactNode; tom?: 'marca' | 'perigo' }) {
  return (
    <span
      className={clsx(
        'grid size-12 place-items-center rounded-2xl',
        tom === 'perigo' ? 'bg-perigo-fundo text-perigo' : 'bg-primaria/10 text-primaria-texto',
      )}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}

/** Spec §8: unexpected errors are shown in a modal titled 'Ops ;)'. */
export function ErrorModal({
  open,
  onOpenChange,
  mensagem,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mensagem: string;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Ops ;)"
      description={mensagem}
      semFechar
      icon={
        <IconeModal tom="perigo">
          <CircleAlert className="size-6" />
        </IconeModal>
      }
      footer={
        <Button fullWidth className="sm:w-auto" onClick={() => onOpenChange(false)}>
          Entendi
        </Button>
      }
    />
  );
}
