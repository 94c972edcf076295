import { describe, it, expect } from 'vitest';
import {
  formatarData,
  formatarGrupoCota,
  formatarMoeda,
  formatarPercentual,
  padCota,
  padGrupo,
} from './formatacao.rules.ts';

const NBSP = '\u00a0';

describe('formatarMoeda', () => {
  it.each([
    [0, `R$${NBSP}0,00`],
    [1, `R$${NBSP}0,01`],
    [123456, `R$${NBSP}1.234,56`],
    [95000000, `R$${NBSP}950.000,00`],
    [123456789012, `R$${NBSP}1.234.567.890,12`],
    [-150, `-R$${NBSP}1,50`],
  ])('%i centavos → %j', (centavos, esperado) => {
    expect(formatarMoeda(centavos)).toBe(esperado);
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY])('rejects non-integer %s', (v) => {
    expect(() => formatarMoeda(v)).toThrow();
  });
});

describe('formatarData', () => {
  it.each([
    ['1990-12-31', '31/12/1990'],
    [null, ''],
    ['', ''],
    ['lixo', ''],
  ])('formatarData(%j) → %j', (iso, esperado) => {
    expect(formatarData(iso)).toBe(esperado);
  });
});

describe('padding', () => {
  it.each([
    [56, '0056'],
    ['7', '0007'],
    [1234, '1234'],
    [12345, '12345'],
  ])('padCota(%j) → %s', (n, esperado) => {
    expect(padCota(n)).toBe(esperado);
  });

  it.each([
    [1234, '001234'],
    ['12', '000012'],
    [123456, '123456'],
  ])('padGrupo(%j) → %s', (n, esperado) => {
    expect(padGrupo(n)).toBe(esperado);
  });

  it.each([
    [1234, 56, '001234 / 0056'],
    ['9', '1', '000009 / 0001'],
  ])('formatarGrupoCota(%j, %j) → %s', (grupo, cota, esperado) => {
    expect(formatarGrupoCota(grupo, cota)).toBe(esperado);
  });
});

describe('formatarPercentual', () => {
  it.each([
    [16.5, undefined, '16,50%'],
    [0, undefined, '0,00%'],
    [25, 0, '25%'],
    [1.23456, 4, '1,2346%'],
    [1234.5, 2, '1.234,50%'],
  ])('(%s, %s) → %s', (valor, casas, esperado) => {
    expect(formatarPercentual(valor, casas)).toBe(esperado);
  });
});
