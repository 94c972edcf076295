import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  carregamentoVisivel,
  contadorCarregamento,
  iniciarCarregamento,
  reiniciarCarregamento,
  terminarCarregamento,
} from './loading';

beforeEach(() => {
  vi.useFakeTimers();
  reiniciarCarregamento();
});
afterEach(() => vi.useRealTimers());

describe('global loading indicator', () => {
  it('stays hidden for an action shorter than 500 ms', () => {
    iniciarCarregamento();
    vi.advanceTimersByTime(499);
    terminarCarregamento();
    vi.advanceTimersByTime(1000);
    expect(carregamentoVisivel()).toBe(false);
  });

  it('appears after 500 ms and stays 500 ms after the last action ends', () => {
    iniciarCarregamento();
    iniciarCarregamento();
    vi.advanceTimersByTime(500);
    expect(carregamentoVisivel()).toBe(true);
    terminarCarregamento();
    terminarCarregamento();
    vi.advanceTimersByTime(499);
    expect(carregamentoVisivel()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(carregamentoVisivel()).toBe(false);
  });

  it('keeps showing, without flicker, when a new action starts within the tail', () => {
    iniciarCarregamento();
    vi.advanceTimersByTime(600);
    terminarCarregamento();
    vi.advanceTimersByTime(300);
    iniciarCarregamento();
    vi.advanceTimersByTime(1000);
    expect(carregamentoVisivel()).toBe(true);
  });

  it('never drops below zero, and a reset hides it at once', () => {
    terminarCarregamento();
    terminarCarregamento();
    expect(contadorCarregamento()).toBe(0);
    iniciarCarregamento();
    vi.advanceTimersByTime(600);
    reiniciarCarregamento();
    expect(carregamentoVisivel()).toBe(false);
    terminarCarregamento(); // the request that was in flight during the reset
    expect(contadorCarregamento()).toBe(0);
  });
});
