import { describe, expect, it } from 'vitest';
import {
  anoQuitado,
  anosComPagamento,
  anosDoInforme,
  discriminacaoInforme,
  percentualFundoComumPago,
  proximoReajuste,
} from './relatorios.rules.ts';

describe('proximoReajuste', () => {
  it.each([
    ['2024-03-10', '2026-11-22', '2027-03-10'],
    ['2024-12-10', '2026-11-22', '2026-12-10'],
    ['2026-11-22', '2026-11-22', '2027-11-22'],
    ['2026-05-01', '2026-06-01', '2027-05-01'],
    ['2024-02-29', '2026-11-22', '2027-02-28'],
    ['2024-02-29', '2027-03-01', '2028-02-29'],
  ])('adesão %s, hoje %s → %s', (adesao, hoje, esperado) => {
    expect(proximoReajuste(adesao, hoje)).toBe(esperado);
  });
});

describe('percentualFundoComumPago', () => {
  it.each([
    [0, 80, 0],
    [30, 80, 37.5],
    [1, 3, 33.3333],
    [81, 80, 100],
    [5, 0, 0],
  ])('%i parcelas pagas de %i → %d %%', (pagas, prazo, esperado) => {
    expect(percentualFundoComumPago(pagas, prazo)).toBe(esperado);
  });
});

describe('years', () => {
  const pagamentos = ['2024-03-09', '2024-12-10', '2025-01-10', '2026-02-10'];
  it('lists payment years newest first, once each', () => {
    expect(anosComPagamento(pagamentos)).toEqual([2026, 2025, 2024]);
  });
  it('offers an income-tax report only for finished years since the first payment', () => {
    expect(anosDoInforme(pagamentos, '2026-11-22')).toEqual([2025, 2024]);
    expect(anosDoInforme(['2026-02-10'], '2026-11-22')).toEqual([]);
    expect(anosDoInforme(['2023-06-10'], '2026-01-05')).toEqual([2025, 2024, 2023]);
  });
});

describe('anoQuitado (Lei 12.007/2009)', () => {
  const paga = (v: string) => ({ dataVencimento: v, dataPagamento: v });
  const aberta = (v: string) => ({ dataVencimento: v, dataPagamento: null });
  it.each([
    ['every instalment of a finished year paid', 2025, [paga('2025-01-10'), paga('2025-12-10')], true],
    ['one open instalment', 2025, [paga('2025-01-10'), aberta('2025-12-10')], false],
    ['the year is still running', 2026, [paga('2026-01-10')], false],
    ['no instalment due that year', 2024, [paga('2025-01-10')], false],
    [
      'an open instalment of another year does not count',
      2025,
      [paga('2025-05-10'), aberta('2026-01-10')],
      true,
    ],
  ])('%s', (_, ano, parcelas, esperado) => {
    expect(anoQuitado(ano, parcelas, '2026-11-22')).toBe(esperado);
  });
});

describe('discriminacaoInforme', () => {
  const base = {
    grupo: 1010,
    cota: 23,
    administradora: 'Consórcio Horizonte',
    cnpjAdministradora: '33455710000165',
    valorAcumulado: 3_456_789,
    ano: 2025,
    descricaoBem: 'Automóvel',
  };
  it('describes a quota not yet contemplated with the amount paid until 31/12', () => {
    expect(discriminacaoInforme({ ...base, contemplada: false })).toBe(
      'Consórcio não contemplado (Automóvel), grupo 001010, cota 0023, administrado por Consórcio Horizonte, CNPJ 33.455.710/0001-65. Valor pago até 31/12/2025: R$\u00a034.567,89.',
    );
  });
  it('tells a contemplated holder to declare the asset at the amount paid', () => {
    const texto = discriminacaoInforme({ ...base, contemplada: true, cnpjAdministradora: null });
    expect(texto).toContain(
      'Consórcio contemplado (Automóvel), grupo 001010, cota 0023, administrado por Consórcio Horizonte.',
    );
    expect(texto).toContain('Declare o bem adquirido pelo valor efetivamente pago');
  });
});
