import { useSyncExternalStore } from 'react';

/** Spec §4/§9: the indicator appears only after 500 ms and stays 500 ms after the last action ends. */
const ATRASO_CARREGAMENTO_MS = 500;

let contador = 0;
let visivel = false;
let timerMostrar: ReturnType<typeof setTimeout> | undefined;
let timerEsconder: ReturnType<typeof setTimeout> | undefined;
const ouvintes = new Set<() => void>();

function definirVisivel(v: boolean) {
  if (visivel === v) return;
  visivel = v;
  ouvintes.forEach((o) => o());
}

export function iniciarCarregamento(): void {
  contador += 1;
  if (contador !== 1) return;
  if (timerEsconder) {
    clearTimeout(timerEsconder); // a new action inside the tail keeps the indicator up without flicker
    timerEsconder = undefined;
    return;
  }
  if (!visivel) {
    timerMostrar = setTimeout(() => {
      timerMostrar = undefined;
      definirVisivel(true);
    }, ATRASO_CARREGAMENTO_MS);
  }
}

export function terminarCarregamento(): void {
  contador = Math.max(0, contador - 1); // never below 0, even after a reset mid-request
  if (contador !== 0) return;
  if (timerMostrar) {
    clearTimeout(timerMostrar); // fast action: never shown
    timerMostrar = undefined;
  } else if (visivel && !timerEsconder) {
    timerEsconder = setTimeout(() => {
      timerEsconder = undefined;
      definirVisivel(false);
    }, ATRASO_CARREGAMENTO_MS);
  }
}

/** Spec §4: a failed refresh resets the loading state. */
export function reiniciarCarregamento(): void {
  contador = 0;
  clearTimeout(timerMostrar);
  clearTimeout(timerEsconder);
  timerMostrar = timerEsconder = undefined;
  definirVisivel(false);
}

export function contadorCarregamento(): number {
  return contador;
}

export function carregamentoVisivel(): boolean {
  return visivel;
}

function assinar(o: () => void) {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
}

export function useCarregando(): boolean {
  return useSyncExternalStore(assinar, carregamentoVisivel, () => false);
}
