import { describe, expect, it } from 'vitest';
import {
  adicionarDiasUteis,
  diasUteisEntre,
  diasUteisRestantes,
  domingoDePascoa,
  ehDiaUtil,
  feriados,
} from './dias-uteis.ts';

describe('domingoDePascoa', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
  ])('%i → %s', (ano, data) => {
    expect(domingoDePascoa(ano)).toBe(data);
  });
});

describe('feriados', () => {
  it('2025 nationwide, in date order', () => {
    expect(feriados(2025).map((f) => `${f.data} ${f.nome}`)).toEqual([
      '2025-01-01 Confraternização Universal',
      '2025-03-03 Carnaval (segunda-feira)',
      '2025-03-04 Carnaval (terça-feira)',
      '2025-04-18 Sexta-feira Santa',
      '2025-04-21 Tiradentes',
      '2025-05-01 Dia do Trabalho',
      '2025-06-19 Corpus Christi',
      '2025-09-07 Independência do Brasil',
      '2025-10-12 Nossa Senhora Aparecida',
      '2025-11-02 Finados',
      '2025-11-15 Proclamação da República',
      '2025-11-20 Dia Nacional de Zumbi e da Consciência Negra',
      '2025-12-25 Natal',
    ]);
  });

  it.each([
    [2023, undefined, 12],
    [2024, undefined, 13],
    [2025, 'SP', 14],
    [2025, 'sp', 14],
    [2025, 'MG', 13],
    // RJ's own Carnival Tuesday and 20 November fall on national holidays: one entry per date.
    [2025, 'RJ', 14],
    [2023, 'RJ', 14],
  ])('%i %s: %i dates', (ano, uf, total) => {
    expect(feriados(ano, uf)).toHaveLength(total);
  });

  it('a state date repeating a national one keeps the national name', () => {
    expect(feriados(2025, 'AL').find((f) => f.data === '2025-11-20')).toEqual({
      data: '2025-11-20',
      nome: 'Dia Nacional de Zumbi e da Consciência Negra',
      ambito: 'nacional',
    });
  });

  it('Santa Catarina holidays move to the following Sunday since 2005', () => {
    const datas = feriados(2025, 'SC').map((f) => f.data);
    expect(datas).toContain('2025-08-17');
    expect(datas).toContain('2025-11-30');
    expect(feriados(2004, 'SC').map((f) => f.data)).toEqual(
      expect.arrayContaining(['2004-08-11', '2004-11-25']),
    );
  });

  it.each(['XX', 'São Paulo'])('rejects UF %j', (uf) => {
    expect(() => feriados(2025, uf)).toThrow(RangeError);
  });
});

describe('ehDiaUtil', () => {
  it.each([
    ['2025-06-19', undefined, false], // Corpus Christi
    ['2025-06-20', undefined, true],
    ['2025-06-21', undefined, false], // Saturday
    ['2025-06-22', undefined, false], // Sunday
    ['2025-03-04', undefined, false], // Carnival Tuesday
    ['2025-03-05', undefined, true], // Ash Wednesday: banks open at noon
    ['2025-12-24', undefined, true],
    ['2024-11-20', undefined, false], // national from 2024
    ['2023-11-20', undefined, true],
    ['2023-11-20', 'SP', false], // state law for 2023 only
    ['2019-11-20', 'SP', true],
    ['2019-11-20', 'RJ', false],
    ['2025-07-09', 'SP', false],
    ['2025-07-09', 'RJ', true],
    ['2025-04-23', 'RJ', false], // São Jorge
    ['2025-01-23', 'AC', false], // Dia do Evangélico
    ['2025-08-11', 'SC', true], // moved to Sunday 17/08
    ['2025-04-28', 'ES', false], // Nossa Senhora da Penha: Easter + 8
    ['2019-04-29', 'ES', true], // before the 2019 law
  ])('%s %s → %s', (data, uf, esperado) => {
    expect(ehDiaUtil(data, uf)).toBe(esperado);
  });

  it('throws on an invalid date', () => {
    expect(() => ehDiaUtil('2025-02-30')).toThrow(RangeError);
  });
});

describe('adicionarDiasUteis and diasUteisEntre', () => {
  it.each([
    ['2025-04-17', 1, undefined, '2025-04-22'], // Good Friday, weekend, Tiradentes
    ['2025-02-28', 1, undefined, '2025-03-05'], // Carnival
    ['2025-03-05', -1, undefined, '2025-02-28'],
    ['2025-06-21', 0, undefined, '2025-06-21'],
    ['2025-06-20', 5, undefined, '2025-06-27'],
    ['2025-04-17', 5, undefined, '2025-04-28'],
    ['2025-04-17', 5, 'RJ', '2025-04-29'],
    ['2024-12-31', 1, undefined, '2025-01-02'], // across the year
  ])('%s + %i (%s) = %s', (data, n, uf, esperado) => {
    expect(adicionarDiasUteis(data, n, uf)).toBe(esperado);
    expect(diasUteisEntre(data, esperado, uf)).toBe(n);
  });

  it.each([
    ['2025-04-17', '2025-04-22', 1],
    ['2025-04-22', '2025-04-17', -1],
    ['2025-04-18', '2025-04-21', 0],
    ['2025-01-01', '2025-01-01', 0],
    ['2024-12-31', '2025-12-31', 252],
  ])('diasUteisEntre(%s, %s) = %i', (inicio, fim, esperado) => {
    expect(diasUteisEntre(inicio, fim)).toBe(esperado);
  });

  it('rejects a fractional count', () => {
    expect(() => adicionarDiasUteis('2025-01-02', 1.5)).toThrow(RangeError);
  });
});

describe('diasUteisRestantes (spec deadline counter: 5 business days)', () => {
  it.each([
    ['17/04/2025', '2025-04-17', undefined, 5], // deadline 28/04
    ['17/04/2025', '2025-04-19', undefined, 5], // Saturday
    ['17/04/2025', '2025-04-25', undefined, 1],
    ['17/04/2025', '2025-04-28', undefined, 0],
    ['17/04/2025', '2025-04-29', undefined, -1],
    ['17/04/2025', '2025-04-28', 'RJ', 1], // São Jorge pushes it to 29/04
    ['17/04/2025', '2025-04-10', undefined, 10], // before the start date: counts up to the deadline
    [null, '2025-04-17', undefined, -1],
    [undefined, '2025-04-17', undefined, -1],
    ['', '2025-04-17', undefined, -1],
    ['31/02/2025', '2025-04-17', undefined, -1],
    ['2025-04-17', '2025-04-17', undefined, -1],
  ])('%j on %s (%s) → %i', (data, hoje, uf, esperado) => {
    expect(diasUteisRestantes(data, hoje, uf)).toBe(esperado);
  });
});

describe('state holidays in the counters (02 §9: "state holidays excluded")', () => {
  it.each<[string, number, string | null, string]>([
    // Wed 8 Jul 2026 + 2: Thu 9 Jul is the Revolução Constitucionalista in SP only.
    ['2026-07-08', 2, 'SP', '2026-07-13'],
    ['2026-07-08', 2, 'RJ', '2026-07-10'],
    ['2026-07-08', 2, null, '2026-07-10'],
    // Wed 22 Apr 2026 + 1: Thu 23 Apr is São Jorge in RJ (Lei 5.198/2008), a business day in SP.
    ['2026-04-22', 1, 'RJ', '2026-04-24'],
    ['2026-04-22', 1, 'SP', '2026-04-23'],
    // Backwards across the same day.
    ['2026-07-10', -1, 'SP', '2026-07-08'],
    ['2026-07-10', -1, 'RJ', '2026-07-09'],
    // Carnival Tuesday is a bank holiday everywhere; RJ's own law changes nothing on it.
    ['2026-02-13', 1, 'RJ', '2026-02-18'],
    // Pernambuco: 6 March from 2018 (Lei 16.059/2017): Fri 6 Mar 2026.
    ['2026-03-05', 1, 'PE', '2026-03-09'],
    ['2026-03-05', 1, 'SP', '2026-03-06'],
  ])('%s + %i business days (%s) → %s', (data, n, uf, esperado) => {
    expect(adicionarDiasUteis(data, n, uf)).toBe(esperado);
    expect(diasUteisEntre(data, esperado, uf)).toBe(n);
  });

  it('Pernambuco kept the first Sunday of March until 2017', () => {
    expect(ehDiaUtil('2017-03-06', 'PE')).toBe(true);
    expect(feriados(2017, 'PE').some((f) => f.data === '2017-03-05')).toBe(true);
    expect(ehDiaUtil('2018-03-06', 'PE')).toBe(false);
  });
});
