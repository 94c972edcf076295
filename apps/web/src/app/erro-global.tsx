import { ErrorModal } from '@/components/modal';
import { fecharErro, useErroGlobal } from '@/lib/error-modal';

/** Hosts the one 'Ops ;)' modal for errors no screen handles itself. */
export function ErroGlobal() {
  const mensagem = useErroGlobal();
  return (
    <ErrorModal
      open={mensagem !== null}
      onOpenChange={(aberto) => !aberto && fecharErro()}
      mensagem={mensagem ?? ''}
    />
  );
}
