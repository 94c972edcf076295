import { useSyncExternalStore } from 'react';

/** The one place unexpected errors are announced ('Ops ;)' modal, spec §8); screens with their own error UI don't use it. */
let mensagemAtual: string | null = null;
const ouvintes = new Set<() => void>();

function definir(mensagem: string | null) {
  mensagemAtual = mensagem;
  ouvintes.forEach((o) => o());
}

export function mostrarErro(mensagem: string): void {
  definir(mensagem);
}

export function fecharErro(): void {
  definir(null);
}

export function useErroGlobal(): string | null {
  return useSyncExternalStore(
    (o) => {
      ouvintes.add(o);
      return () => ouvintes.delete(o);
    },
    () => mensagemAtual,
    () => null,
  );
}
