import { describe, it, expect } from 'vitest';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import {
  cnpjComDigitos,
  cnpjValido,
  cpfComDigitos,
  cpfValido,
  formatarCnpj,
  formatarCpf,
  formatarInscricao,
  inscricaoValida,
  mascararInscricao,
  normalizarInscricao,
  tipoPessoa,
} from './documento.rules.ts';

describe('normalizarInscricao', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    [' 11.222.333/0001-81 ', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    ['', ''],
  ])('%j → %j', (raw, esperado) => {
    expect(normalizarInscricao(raw)).toBe(esperado);
  });
});

describe('tipoPessoa', () => {
  it.each([
    ['529.982.247-25', 'F'],
    ['52998224725', 'F'],
    ['123', 'F'],
    ['11.222.333/0001-81', 'J'],
    ['12.ABC.345/01DE-35', 'J'],
    ['123456789012', 'J'],
  ] as const)('%s → %s', (inscricao, esperado) => {
    expect(tipoPessoa(inscricao)).toBe(esperado);
  });
});

describe('cpfValido', () => {
  it.each([
    ['52998224725', true],
    ['529.982.247-25', true],
    ['00000000191', true],
    ['52998224724', false],
    ['5299822472', false],
    ['529982247250', false],
    ['11111111111', false],
    ['00000000000', false],
    ['5299822472A', false],
    ['', false],
  ])('%j → %s', (cpf, esperado) => {
    expect(cpfValido(cpf)).toBe(esperado);
  });
});

describe('cnpjValido', () => {
  it.each([
    ['11222333000181', true],
    ['11.222.333/0001-81', true],
    ['12ABC34501DE35', true],
    ['12.abc.345/01de-35', true],
    ['AB1CD2EF000170', true],
    ['11222333000180', false],
    ['12ABC34501DE36', false],
    ['12ABC34501DEA5', false],
    ['1222333000181', false],
    ['11111111111111', false],
    ['00000000000000', false],
    ['12ABC34501DE3!', false],
    ['', false],
  ])('%j → %s', (cnpj, esperado) => {
    expect(cnpjValido(cnpj)).toBe(esperado);
  });

  it.each(['11222333000181', '12ABC34501DE35', 'AB1CD2EF000170', '11222333000180', '12ABC34501DE36'])(
    'agrees with @brazilian-utils for %s',
    (cnpj) => {
      expect(cnpjValido(cnpj)).toBe(isValidCnpj(cnpj, { version: 2 }));
    },
  );
});

describe('inscricaoValida', () => {
  it.each([
    ['529.982.247-25', true],
    ['11.222.333/0001-81', true],
    ['12.ABC.345/01DE-35', true],
    ['52998224724', false],
    ['123456789012', false],
    ['1234567890123', false],
    ['', false],
  ])('%j → %s', (x, esperado) => {
    expect(inscricaoValida(x)).toBe(esperado);
  });
});

describe('formatação', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['5299822', '5299822'],
  ])('formatarCpf(%j) → %j', (x, esperado) => {
    expect(formatarCpf(x)).toBe(esperado);
  });

  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['112223', '112223'],
  ])('formatarCnpj(%j) → %j', (x, esperado) => {
    expect(formatarCnpj(x)).toBe(esperado);
  });

  it.each([
    ['52998224725', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['123', '123'],
  ])('formatarInscricao(%j) → %j', (x, esperado) => {
    expect(formatarInscricao(x)).toBe(esperado);
  });
});

describe('check digits', () => {
  it.each([
    ['529982247', '52998224725'],
    ['000000001', '00000000191'],
    ['987654321', '98765432100'],
  ])('cpfComDigitos(%s) → %s', (base, esperado) => {
    const cpf = cpfComDigitos(base);
    expect(cpf).toBe(esperado);
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['112223330001', '11222333000181'],
    ['12ABC34501DE', '12ABC34501DE35'],
    ['ab1cd2ef0001', 'AB1CD2EF000170'],
  ])('cnpjComDigitos(%s) → %s', (base, esperado) => {
    const cnpj = cnpjComDigitos(base);
    expect(cnpj).toBe(esperado);
    expect(cnpjValido(cnpj)).toBe(true);
  });

  it.each(['12345678', '1234567890', '12345678A'])('cpfComDigitos rejects %j', (base) => {
    expect(() => cpfComDigitos(base)).toThrow();
  });

  it.each(['12345678901', '1234567890123', '12345678901!'])('cnpjComDigitos rejects %j', (base) => {
    expect(() => cnpjComDigitos(base)).toThrow();
  });
});

describe('mascararInscricao', () => {
  it.each([
    ['123.456.789-09', '***.456.789-**'],
    ['12345678909', '***.456.789-**'],
    ['12.345.678/0001-95', '12.***.***/0001-**'],
    ['12ABC34501DE35', '12.***.***/01DE-**'],
    ['12345', '*****'],
    ['', ''],
  ])('%j → %j', (x, esperado) => {
    expect(mascararInscricao(x)).toBe(esperado);
  });
});
