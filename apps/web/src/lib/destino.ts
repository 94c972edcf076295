/** Spec §2 rule 1 and 5: the page a logged-out user tried to open, kept for the tab's life and used once after login. */
const CHAVE_DESTINO = 'portal.destino-pendente';

export function lembrarDestino(caminho: string): void {
  try {
    sessionStorage.setItem(CHAVE_DESTINO, caminho);
  } catch {
    /* storage disabled */
  }
}

export function consumirDestino(): string | null {
  try {
    const destino = sessionStorage.getItem(CHAVE_DESTINO);
    sessionStorage.removeItem(CHAVE_DESTINO);
    // Only paths inside the app: never an absolute URL that could send the user elsewhere.
    return destino && destino.startsWith('/') && !destino.startsWith('//') ? destino : null;
  } catch {
    return null;
  }
}
