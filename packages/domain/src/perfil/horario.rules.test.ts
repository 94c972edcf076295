import { describe, expect, it } from 'vitest';
import { horarioParaExibir, ROTULO_HORARIO_BRASILIA, ROTULO_HORARIO_LOCAL } from './horario.rules.ts';

// 26/11/2026 17:30 UTC = 14:30 in Brasília (UTC−3, no daylight saving since 2019).
const SERVIDOR = { dataAtual: '2026-11-26', horaAtual: '14:30', instante: '2026-11-26T17:30:00.000Z' };
const LIDO_EM = Date.parse('2026-11-26T17:30:00.000Z');

describe('a time shown to the customer (03 §8)', () => {
  it('is in Brasília with the server’s answer', () => {
    const em15Minutos = LIDO_EM + 15 * 60_000;
    expect(horarioParaExibir(em15Minutos, SERVIDOR, LIDO_EM)).toEqual({
      hora: '14:45',
      rotulo: ROTULO_HORARIO_BRASILIA,
    });
  });

  it('corrects a device clock that runs 7 minutes fast', () => {
    const lidoNoAparelho = LIDO_EM + 7 * 60_000;
    const expiraNoAparelho = lidoNoAparelho + 15 * 60_000;
    expect(horarioParaExibir(expiraNoAparelho, SERVIDOR, lidoNoAparelho).hora).toBe('14:45');
  });

  it('crosses midnight in Brasília, not in UTC', () => {
    const servidor = { dataAtual: '2026-11-26', horaAtual: '23:50', instante: '2026-11-27T02:50:00.000Z' };
    const lido = Date.parse(servidor.instante);
    expect(horarioParaExibir(lido + 15 * 60_000, servidor, lido).hora).toBe('00:05');
  });

  it.each([
    ['no answer (the call failed)', undefined],
    ['null', null],
    ['no horaAtual', { dataAtual: '2026-11-26', instante: SERVIDOR.instante }],
    ['no dataAtual', { horaAtual: '14:30', instante: SERVIDOR.instante }],
    ['an instant that is not a date', { ...SERVIDOR, instante: 'ontem' }],
  ])('falls back to the device clock, labelled local, with %s', (_, servidor) => {
    const instante = new Date(2026, 10, 26, 9, 5).getTime();
    expect(horarioParaExibir(instante, servidor, LIDO_EM)).toEqual({
      hora: '09:05',
      rotulo: ROTULO_HORARIO_LOCAL,
    });
  });
});
