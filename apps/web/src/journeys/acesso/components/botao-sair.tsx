import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { IconeModal } from '@/components/modal';
import { useLogout } from '../use-logout';

/** The logout confirmation (spec: logout with confirmation); opened by BotaoSair or by a menu item. */
export function DialogoSair({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (aberto: boolean) => void;
}) {
  const logout = useLogout();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sair da sua conta?"
      description="Para voltar, você vai precisar informar seu CPF ou CNPJ e sua senha."
      icon={
        <IconeModal>
          <LogOut className="size-6" />
        </IconeModal>
      }
      confirmLabel="Sair"
      cancelLabel="Continuar aqui"
      loading={logout.isPending}
      onConfirm={() => logout.mutate()}
    />
  );
}

/** Logout with confirmation; 'icone' for the phone header, 'texto' for the sidebar and simple pages. */
export function BotaoSair({
  aparencia = 'texto',
  className,
}: {
  aparencia?: 'icone' | 'texto';
  className?: string;
}) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAberto(true)}
        aria-label={aparencia === 'icone' ? 'Sair' : undefined}
        className={clsx(
          'inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-tinta-suave transition-colors hover:bg-fundo hover:text-tinta',
          aparencia === 'icone' ? 'size-11 justify-center' : 'px-3 text-sm',
          className,
        )}
      >
        <LogOut className="size-5" aria-hidden="true" />
        {aparencia === 'texto' && 'Sair'}
      </button>
      <DialogoSair open={aberto} onOpenChange={setAberto} />
    </>
  );
}
