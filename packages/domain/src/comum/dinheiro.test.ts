import { describe, expect, it } from 'vitest';
import {
  aplicarUnidades,
  centavosDeReais,
  dividirCentavos,
  dividirMeioParaCima,
  exigirCentavos,
  percentualDeUnidades,
  percentualDoValor,
  temAteQuatroCasas,
  tetoDoPercentual,
  unidadesDaRazao,
  unidadesDePercentual,
  unidadesDeTaxa,
  valorDoPercentual,
} from './dinheiro.ts';

describe('dividirMeioParaCima', () => {
  it.each([
    [0n, 3n, 0n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [1n, 2n, 1n], // 0.5 → 1
    [3n, 2n, 2n], // 1.5 → 2
    [5n, 4n, 1n], // 1.25 → 1
    [-1n, 2n, 0n], // -0.5 → 0: ties go up, as Math.round
    [-3n, 2n, -1n], // -1.5 → -1
    [-5n, 4n, -1n], // -1.25 → -1
    [-7n, 4n, -2n], // -1.75 → -2
    [2n ** 70n + 1n, 2n, 2n ** 69n + 1n], // beyond 2^53
  ])('%i / %i = %i', (n, d, esperado) => {
    expect(dividirMeioParaCima(n, d)).toBe(esperado);
  });

  it('agrees with Math.round on small fractions, negative ones included', () => {
    for (let n = -60; n <= 60; n++) {
      for (let d = 1; d <= 8; d++) {
        expect(Number(dividirMeioParaCima(BigInt(n), BigInt(d))), `${n}/${d}`).toBe(Math.round(n / d) + 0);
      }
    }
  });

  it('agrees with the former boletos and lances cores (2n + d) / 2d on non-negative values', () => {
    for (let n = 0n; n <= 200n; n += 7n) {
      for (let d = 1n; d <= 30n; d++) expect(dividirMeioParaCima(n, d)).toBe((2n * n + d) / (2n * d));
    }
  });

  it.each([0n, -1n])('rejects denominator %i', (d) => {
    expect(() => dividirMeioParaCima(1n, d)).toThrow(RangeError);
  });
});

describe('centavos', () => {
  it.each([
    [10_000_000, 80, 125_000],
    [100, 8, 13], // 12.5 → 13
    [5_000_000, 72, 69_444],
  ])('dividirCentavos(%i, %i) = %i', (valor, divisor, esperado) => {
    expect(dividirCentavos(valor, divisor)).toBe(esperado);
  });

  it.each([
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.005, 100], // 100.49999999999999 in binary: a BR Code never carries a 3rd decimal
    [0, 0],
  ])('centavosDeReais(%d) = %i', (reais, esperado) => {
    expect(centavosDeReais(reais)).toBe(esperado);
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 53])('exigirCentavos rejects %d', (valor) => {
    expect(() => exigirCentavos(valor, 'O valor')).toThrow(
      `O valor deve ser um número inteiro de centavos, não negativo: ${valor}.`,
    );
  });
});

describe('percentages', () => {
  it.each([
    [25.1234, 251_234],
    [12.3456, 123_456],
    [0, 0],
    [100, 1_000_000],
  ])('unidadesDePercentual(%d) = %i and back', (percentual, unidades) => {
    expect(unidadesDePercentual(percentual)).toBe(unidades);
    expect(percentualDeUnidades(unidades)).toBe(percentual);
  });

  it.each([12.34567, -1, Number.NaN])('unidadesDePercentual rejects %d', (percentual) => {
    expect(() => unidadesDePercentual(percentual)).toThrow(RangeError);
    expect(temAteQuatroCasas(percentual) && percentual >= 0).toBe(false);
  });

  it('unidadesDeTaxa rounds a 5th decimal half-up instead of refusing it', () => {
    expect(unidadesDeTaxa(0.03795)).toBe(380);
    expect(unidadesDeTaxa(16.5)).toBe(165_000);
    expect(() => unidadesDeTaxa(-0.1)).toThrow('Percentual inválido: -0.1.');
  });

  it.each([
    [10_000_000, 160_000, 80, 20_000], // 16 % of R$ 100.000,00 over 80 months
    [9_500_000, 380, 1, 3_610], // 0.038 %
    [1_000, 500, 1, 1], // 0.05 % of R$ 10,00 = 0.5 centavo → 1: half-up
  ])('aplicarUnidades(%i, %i, %i) = %i', (centavos, unidades, divisor, esperado) => {
    expect(aplicarUnidades(centavos, unidades, divisor)).toBe(esperado);
  });

  it('valorDoPercentual, percentualDoValor and tetoDoPercentual', () => {
    expect(valorDoPercentual(5_000_000, 12.3456)).toBe(617_280);
    expect(percentualDoValor(1, 3)).toBe(33.3333);
    expect(percentualDoValor(2, 3)).toBe(66.6667);
    expect(percentualDoValor(5, 0)).toBe(0);
    expect(tetoDoPercentual(20_000_003, 25)).toBe(5_000_000);
  });

  it('unidadesDaRazao accepts a negative part (a reversal)', () => {
    expect(unidadesDaRazao(-1, 3)).toBe(-333_333);
    expect(unidadesDaRazao(1, 3)).toBe(333_333);
  });
});
