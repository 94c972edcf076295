import { lazy, Suspense, useState } from 'react';
import { fecharErro, useErroGlobal } from '@/lib/error-modal';

/** The dialog (Radix) is fetched with the first error: a page without one never downloads it. */
const ErrorModal = lazy(() => import('@/components/modal').then((m) => ({ default: m.ErrorModal })));

/** Hosts the one 'Ops ;)' modal for errors no screen handles itself. */
export function ErroGlobal() {
  const mensagem = useErroGlobal();
  // Once opened it stays mounted, so closing keeps the dialog's own exit and focus return.
  const [usado, setUsado] = useState(false);
  if (mensagem !== null && !usado) setUsado(true);
  if (!usado && mensagem === null) return null;
  return (
    <Suspense fallback={null}>
      <ErrorModal
        open={mensagem !== null}
        onOpenChange={(aberto) => !aberto && fecharErro()}
        mensagem={mensagem ?? ''}
      />
    </Suspense>
  );
}
