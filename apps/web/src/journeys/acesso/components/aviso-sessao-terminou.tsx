import { useEffect, useSyncExternalStore } from 'react';
import { Alert } from '@/components/alert';

const MENSAGEM_SESSAO_TERMINOU = 'Sua sessão terminou. Entre novamente para continuar.';

/**
 * Set by the app when a session that could not be renewed sends the customer to login (lib/api's
 * aoSessaoExpirar). Kept in the tab's memory, not in the navigation state: a route guard may have shown the
 * login page a moment before, and a reload or a plain visit starts without it.
 */
let sessaoTerminou = false;
const ouvintes = new Set<() => void>();

function mudar(valor: boolean) {
  sessaoTerminou = valor;
  for (const ouvir of ouvintes) ouvir();
}

export function marcarSessaoTerminou() {
  mudar(true);
}

function assinar(ouvir: () => void) {
  ouvintes.add(ouvir);
  return () => ouvintes.delete(ouvir);
}

/** On the login page after a session ended on its own: says why the customer is there again. */
export function AvisoSessaoTerminou({ className }: { className?: string }) {
  const mostrar = useSyncExternalStore(assinar, () => sessaoTerminou);
  // Said once: leaving the login page (logged in, or elsewhere) forgets it. Checked a tick later, so a
  // remount of the same page (React's development double mount) keeps it.
  useEffect(
    () => () => {
      setTimeout(() => {
        if (ouvintes.size === 0) mudar(false);
      }, 0);
    },
    [],
  );
  if (!mostrar) return null;
  return (
    <Alert tone="info" role="status" className={className}>
      {MENSAGEM_SESSAO_TERMINOU}
    </Alert>
  );
}
