import { describe, it, expect } from 'vitest';
import {
  assembleiaAbertaParaLance,
  dataLimiteLance,
  encerramentoDosLances,
  prazoDeLanceAberto,
  proximaAssembleia,
} from './calendario.rules.ts';

const CALENDARIO = [
  { numeroTotalAssembleia: 32, dataSorteio: '2026-08-20' },
  { numeroTotalAssembleia: 30, dataSorteio: '2026-06-20' },
  { numeroTotalAssembleia: 31, dataSorteio: '2026-07-20' },
];

describe('bid deadline = assembly date − 1 day', () => {
  it.each([
    ['2026-07-20', '2026-07-19'],
    ['2026-03-01', '2026-02-28'],
    ['2028-03-01', '2028-02-29'], // leap year
    ['2027-01-01', '2026-12-31'],
  ])('%s → %s', (data, limite) => {
    expect(dataLimiteLance(data)).toBe(limite);
  });

  it('bids close at midnight São Paulo time of the assembly day', () => {
    expect(encerramentoDosLances('2026-07-20')).toBe('2026-07-20T00:00:00-03:00');
    const fim = Date.parse(encerramentoDosLances('2026-07-20'));
    expect(prazoDeLanceAberto('2026-07-20', new Date(fim - 1))).toBe(true);
    expect(prazoDeLanceAberto('2026-07-20', new Date(fim))).toBe(false);
  });
});

describe('calendar', () => {
  it.each([
    ['2026-06-01', 30],
    ['2026-06-20', 30], // held today: still the next one
    ['2026-06-21', 31],
    ['2026-08-20', 32],
    ['2026-08-21', null],
  ])('next assembly on %s: %s', (data, numero) => {
    expect(proximaAssembleia(CALENDARIO, data)?.numeroTotalAssembleia ?? null).toBe(numero);
  });

  it.each([
    ['2026-06-19T23:59:00-03:00', 30],
    ['2026-06-20T00:00:00-03:00', 31], // the 30th's bids closed: the bid goes to the next one
    ['2026-07-19T12:00:00-03:00', 31],
    ['2026-08-19T23:59:59-03:00', 32],
    ['2026-08-20T08:00:00-03:00', null],
  ])('a bid at %s competes in assembly %s', (agora, numero) => {
    expect(assembleiaAbertaParaLance(CALENDARIO, new Date(agora))?.numeroTotalAssembleia ?? null).toBe(
      numero,
    );
  });
});
