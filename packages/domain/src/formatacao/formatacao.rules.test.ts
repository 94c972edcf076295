import { describe, it, expect } from 'vitest';
import {
  agoraEmSaoPaulo,
  dataBrParaIso,
  dataIsoParaBr,
  formatarData,
  formatarGrupoCota,
  formatarMoeda,
  formatarPercentual,
  hojeEmSaoPaulo,
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

describe('datas', () => {
  it.each([
    ['31/12/1990', '1990-12-31'],
    ['01/01/2000', '2000-01-01'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    [' 05/07/2026 ', '2026-07-05'],
    ['29/02/2023', null],
    ['29/02/1900', null],
    ['31/04/2024', null],
    ['32/01/2024', null],
    ['00/01/2024', null],
    ['10/13/2024', null],
    ['10/00/2024', null],
    ['1/1/2024', null],
    ['2024-01-01', null],
    ['', null],
  ])('dataBrParaIso(%j) → %j', (br, esperado) => {
    expect(dataBrParaIso(br)).toBe(esperado);
  });

  it.each([
    ['1990-12-31', '31/12/1990'],
    ['2024-02-29', '29/02/2024'],
    ['2024-03-05T10:00:00-03:00', '05/03/2024'],
    ['2023-02-29', null],
    ['31/12/1990', null],
    ['2024-1-5', null],
  ])('dataIsoParaBr(%j) → %j', (iso, esperado) => {
    expect(dataIsoParaBr(iso)).toBe(esperado);
  });

  it.each([
    ['1990-12-31', '31/12/1990'],
    [null, ''],
    ['', ''],
    ['lixo', ''],
  ])('formatarData(%j) → %j', (iso, esperado) => {
    expect(formatarData(iso)).toBe(esperado);
  });
});

describe('São Paulo time', () => {
  it.each([
    // UTC-3 all year (no DST since 2019): 02:30Z is still the previous day in São Paulo.
    ['2024-01-01T02:30:00Z', '2023-12-31', '23:30'],
    ['2024-01-01T03:00:00Z', '2024-01-01', '00:00'],
    ['2026-07-15T15:05:00Z', '2026-07-15', '12:05'],
    // Before 2019 Brazil had DST (UTC-2 in summer).
    ['2018-01-15T12:00:00Z', '2018-01-15', '10:00'],
  ])('%s → %s %s', (instante, data, hora) => {
    const agora = new Date(instante);
    expect(agoraEmSaoPaulo(agora)).toEqual({ data, hora });
    expect(hojeEmSaoPaulo(agora)).toBe(data);
  });

  it('defaults to now', () => {
    expect(hojeEmSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(agoraEmSaoPaulo().hora).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
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
