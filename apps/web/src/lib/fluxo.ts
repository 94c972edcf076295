import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Screens say when the user is in the middle of something (a form with typed data, a wizard step), so that
 * nothing reloads the page under them: a new version waits until they are done (spec §4).
 */
const ativos = new Set<string>();
const ouvintes = new Set<() => void>();

function avisar() {
  ouvintes.forEach((o) => o());
}

function fluxoEmAndamento(): boolean {
  return ativos.size > 0;
}

function assinarFluxo(ouvinte: () => void): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** `useFluxoEmAndamento(form.formState.isDirty)`: marks the calling screen as mid-flow while `ativo` holds. */
export function useFluxoEmAndamento(ativo: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!ativo) return;
    ativos.add(id);
    avisar();
    return () => {
      ativos.delete(id);
      avisar();
    };
  }, [ativo, id]);
}

export function useAlgumFluxoEmAndamento(): boolean {
  return useSyncExternalStore(assinarFluxo, fluxoEmAndamento, () => false);
}
