import { describe, expect, it } from 'vitest';
import {
  confirmacaoRetorno,
  dataDoRetorno,
  diaDeAtendimento,
  proximoDiaDeAtendimento,
  telefoneValido,
  type Periodo,
} from './retorno.rules.ts';
import { pedidoRetornoBodySchema } from './filiais.schemas.ts';

/** A São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
const sp = (data: string, hora: string) => new Date(`${data}T${hora}:00-03:00`);

describe('diaDeAtendimento', () => {
  it.each([
    ['2026-05-12', true], // Tuesday
    ['2026-05-16', false], // Saturday
    ['2026-05-17', false], // Sunday
    ['2026-01-01', false], // Ano novo
    ['2026-04-03', false], // Sexta-feira Santa (Easter 2026-04-05)
    ['2026-02-17', false], // Carnaval (Tuesday)
    ['2026-06-04', false], // Corpus Christi
    ['2026-04-21', false], // Tiradentes
    ['2026-11-20', false], // Consciência Negra (national since 2024)
    ['2026-11-19', true],
  ])('%s → %s', (data, esperado) => {
    expect(diaDeAtendimento(data)).toBe(esperado);
  });

  it.each([
    ['2026-05-15', '2026-05-18'], // Friday → Monday
    ['2026-04-02', '2026-04-06'], // Thursday → Good Friday skipped → Monday
    ['2026-12-31', '2027-01-04'], // New Year's Day, then a weekend
  ])('next service day after %s is %s', (de, ate) => {
    expect(proximoDiaDeAtendimento(de)).toBe(ate);
  });
});

describe('dataDoRetorno', () => {
  it.each<[string, string, Periodo, string]>([
    ['2026-05-12', '07:30', 'manha', '2026-05-12'], // before the window: today
    ['2026-05-12', '12:00', 'manha', '2026-05-12'], // exactly an hour left of 08–13h
    ['2026-05-12', '12:01', 'manha', '2026-05-13'], // less than an hour: next day
    ['2026-05-12', '11:30', 'tarde', '2026-05-12'],
    ['2026-05-12', '18:00', 'tarde', '2026-05-12'], // the afternoon runs to 19h
    ['2026-05-12', '18:30', 'tarde', '2026-05-13'],
    ['2026-05-15', '20:00', 'manha', '2026-05-18'], // Friday night → Monday
    ['2026-05-16', '09:00', 'tarde', '2026-05-18'], // Saturday → Monday
    ['2026-04-02', '19:00', 'manha', '2026-04-06'], // before Good Friday
  ])('%s %s, %s → %s', (data, hora, periodo, esperado) => {
    expect(dataDoRetorno(sp(data, hora), periodo)).toBe(esperado);
  });

  it('uses São Paulo time, not the server clock: 01:30 UTC is still the evening before there', () => {
    expect(dataDoRetorno(new Date('2026-05-13T01:30:00Z'), 'manha')).toBe('2026-05-13');
  });
});

describe('telefone and the request body', () => {
  it.each([
    ['11987654321', true],
    ['1133334444', true],
    ['119876543', false],
    ['00987654321', false],
    ['119876543210', false],
  ])('%s → %s', (t, ok) => {
    expect(telefoneValido(t)).toBe(ok);
  });

  it('takes a masked phone and keeps the digits', () => {
    expect(pedidoRetornoBodySchema.parse({ telefone: '(11) 98765-4321', periodo: 'tarde' })).toEqual({
      telefone: '11987654321',
      periodo: 'tarde',
    });
  });

  it.each([
    [{ telefone: '123', periodo: 'tarde' }, 'Telefone inválido'],
    [{ telefone: '(11) 98765-4321', periodo: 'madrugada' }, 'Escolha o período do dia.'],
    [{ telefone: '(11) 98765-4321', periodo: 'noite' }, 'Escolha o período do dia.'],
    [{ periodo: 'tarde' }, 'Telefone inválido'],
  ])('refuses %j', (corpo, mensagem) => {
    expect(pedidoRetornoBodySchema.safeParse(corpo).error?.issues[0]?.message).toBe(mensagem);
  });

  it('confirms in words', () => {
    expect(confirmacaoRetorno('2026-05-12', 'tarde')).toBe(
      'Ligamos para você em 12/05/2026, à tarde (13h às 19h).',
    );
    expect(confirmacaoRetorno('2026-05-12', 'manha')).toBe(
      'Ligamos para você em 12/05/2026, pela manhã (08h às 13h).',
    );
  });
});
