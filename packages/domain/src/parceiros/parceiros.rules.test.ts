import { describe, it, expect } from 'vitest';
import {
  CORES_PADRAO,
  avisoVigente,
  corDeContraste,
  corHexValida,
  coresDoParceiro,
  escurecer,
  luminanciaRelativa,
  razaoDeContraste,
  unidadesNegocio,
  validarCorHex,
} from './parceiros.rules.ts';

describe('coresDoParceiro', () => {
  const { primaria: P, secundaria: S } = CORES_PADRAO;
  it.each<[string[] | undefined, string, string]>([
    [undefined, P, S],
    [[], P, S],
    [['#0055aa'], '#0055AA', '#0055AA'],
    [['#0055AA', '#003366'], '#0055AA', '#003366'],
    [['#05a', '#036'], '#0055AA', '#003366'],
    [['#0055AA', 'azul'], '#0055AA', '#0055AA'],
    [['azul'], P, S],
    [['azul', '#003366'], P, '#003366'],
    [['', ''], P, S],
    [['#0055AA', '#003366', '#FFFFFF'], '#0055AA', '#003366'],
  ])('%j → %s / %s', (colors, primaria, secundaria) => {
    expect(coresDoParceiro(colors)).toEqual({ primaria, secundaria });
  });
});

describe('validarCorHex', () => {
  it.each([
    ['#CE181E', '#CE181E'],
    ['#ce181e', '#CE181E'],
    ['#abc', '#AABBCC'],
    [' #FFF ', '#FFFFFF'],
  ])('%j → %s', (cor, esperado) => {
    expect(corHexValida(cor)).toBe(true);
    expect(validarCorHex(cor)).toBe(esperado);
  });

  it.each(['CE181E', '#CE18', '#CE181E00', '#GGGGGG', 'red', '', '#'])('rejects %j', (cor) => {
    expect(corHexValida(cor)).toBe(false);
    expect(() => validarCorHex(cor)).toThrow('Invalid hexadecimal color.');
  });
});

describe('contraste', () => {
  it.each([
    ['#000000', 0],
    ['#FFFFFF', 1],
    ['#808080', 0.2158605],
  ])('luminanciaRelativa(%s) ≈ %s', (cor, l) => {
    expect(luminanciaRelativa(cor)).toBeCloseTo(l, 5);
  });

  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#000000', 21],
    ['#777777', '#FFFFFF', 4.48],
  ])('razaoDeContraste(%s, %s) ≈ %s', (a, b, r) => {
    expect(razaoDeContraste(a, b)).toBeCloseTo(r, 2);
  });

  it.each([
    [CORES_PADRAO.primaria, '#FFFFFF'],
    [CORES_PADRAO.secundaria, '#FFFFFF'],
    ['#000000', '#FFFFFF'],
    ['#1E3A8A', '#FFFFFF'],
    ['#FFFFFF', '#111827'],
    ['#FACC15', '#111827'],
    ['#22C55E', '#111827'],
    ['#00FFFF', '#111827'],
  ])('corDeContraste(%s) → %s', (fundo, texto) => {
    expect(corDeContraste(fundo)).toBe(texto);
  });

  it.each(['#CE181E', '#BA2429', '#1E3A8A', '#FACC15', '#FFFFFF', '#000000', '#22C55E'])(
    'text on %s reaches AA 4.5:1',
    (fundo) => {
      expect(razaoDeContraste(fundo, corDeContraste(fundo))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('never drops below 4.2:1 even for mid-luminance colours', () => {
    for (let v = 0; v < 256; v += 5) {
      const cinza = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      expect(razaoDeContraste(cinza, corDeContraste(cinza))).toBeGreaterThanOrEqual(4.2);
    }
  });
});

describe('escurecer', () => {
  it.each([
    ['#CE181E', 0, '#CE181E'],
    ['#CE181E', 0.1, '#B9161B'],
    ['#FFFFFF', 0.5, '#808080'],
    ['#fff', 1, '#000000'],
    ['#CE181E', -1, '#CE181E'],
    ['#CE181E', 2, '#000000'],
  ])('escurecer(%s, %s) → %s', (cor, fator, esperado) => {
    expect(escurecer(cor, fator)).toBe(esperado);
  });

  it('rejects an invalid colour', () => {
    expect(() => escurecer('vermelho', 0.1)).toThrow('Invalid hexadecimal color.');
  });
});

describe('unidadesNegocio', () => {
  it.each([
    ['1,2,3', ['1', '2', '3']],
    [' 10 , 20 ,, 30 ', ['10', '20', '30']],
    ['7', ['7']],
    ['', []],
    [' , ', []],
  ])('%j → %j', (s, esperado) => {
    expect(unidadesNegocio(s)).toEqual(esperado);
  });
});

describe('avisoVigente', () => {
  const aviso = {
    startDate: '2026-07-15',
    startHour: '22:00',
    endDate: '2026-07-16',
    endHour: '06:00',
    active: true,
  };
  it.each<[string, Partial<typeof aviso>, string, boolean]>([
    ['before start', {}, '2026-07-16T00:59:00Z', false], // 21:59 in São Paulo
    ['at start', {}, '2026-07-16T01:00:00Z', true], // 22:00
    ['overnight', {}, '2026-07-16T05:00:00Z', true], // 02:00 next day
    ['at end (inclusive)', {}, '2026-07-16T09:00:59Z', true], // 06:00:59
    ['after end', {}, '2026-07-16T09:01:00Z', false], // 06:01
    ['inactive', { active: false }, '2026-07-16T05:00:00Z', false],
    ['hours with seconds', { startHour: '22:00:00', endHour: '06:00:00' }, '2026-07-16T05:00:00Z', true],
    ['single-digit hour', { endHour: '6:00' }, '2026-07-16T09:01:00Z', false],
    ['blank hours mean whole days', { startHour: '', endHour: '' }, '2026-07-15T03:00:00Z', true], // 00:00 on the 15th
    ['blank end hour runs to 23:59', { endHour: '' }, '2026-07-17T02:59:00Z', true], // 23:59 on the 16th
    // UTC is already the 16th but São Paulo is still the 15th at 21:30.
    [
      'uses São Paulo time, not UTC',
      { startDate: '2026-07-16', startHour: '00:00' },
      '2026-07-16T00:30:00Z',
      false,
    ],
  ])('%s', (_nome, parcial, instante, esperado) => {
    expect(avisoVigente({ ...aviso, ...parcial }, new Date(instante))).toBe(esperado);
  });
});
