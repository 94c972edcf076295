import { describe, it, expect } from 'vitest';
import {
  mascaraCota,
  mascaraCpfCnpj,
  mascaraData,
  mascaraDinheiro,
  mascaraGrupo,
  mascaraPercentual,
  mascaraPlaca,
  mascaraTelefone,
  telefoneEhCelular,
} from './mascaras.rules.ts';
import { percentualLanceSchema } from '../lances/lances.schemas.ts';

describe('mascaraCpfCnpj', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822', '529.982.2'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    // a 12th digit switches to the CNPJ layout
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
    // alphanumeric CNPJ: letters upper-cased and switch to CNPJ at once
    ['12a', '12.A'],
    ['12abc345', '12.ABC.345'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    // check digits are numeric: letters after the 12th position are dropped
    ['12ABC34501DEX3Y5', '12.ABC.345/01DE-35'],
    ['abc!@#', 'AB.C'],
    ['-', ''],
  ])('%j → %j', (typed, esperado) => {
    expect(mascaraCpfCnpj(typed)).toBe(esperado);
  });
});

describe('telefone', () => {
  it.each([
    ['11987654321', true],
    ['(11) 98765-4321', true],
    ['1133334444', false],
    ['(11) 3333-4444', false],
    ['119', true],
    ['113', false],
    ['11', false],
    ['', false],
  ])('telefoneEhCelular(%j) → %s', (d, esperado) => {
    expect(telefoneEhCelular(d)).toBe(esperado);
  });

  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 98765'],
    ['11987654', '(11) 98765-4'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
    ['113', '(11) 3'],
    ['113333', '(11) 3333'],
    ['1133334', '(11) 3333-4'],
    ['1133334444', '(11) 3333-4444'],
    ['(11) 3333-4444', '(11) 3333-4444'],
    ['11333344445', '(11) 33334-4445'],
  ])('mascaraTelefone(%j) → %j', (typed, esperado) => {
    expect(mascaraTelefone(typed)).toBe(esperado);
  });
});

describe('mascaraData, mascaraGrupo, mascaraCota', () => {
  it.each([
    ['', ''],
    ['3', '3'],
    ['31', '31'],
    ['311', '31/1'],
    ['3112', '31/12'],
    ['31121', '31/12/1'],
    ['31121990', '31/12/1990'],
    ['311219901', '31/12/1990'],
    ['31/12/1990', '31/12/1990'],
    ['ab31x', '31'],
  ])('mascaraData(%j) → %j', (typed, esperado) => {
    expect(mascaraData(typed)).toBe(esperado);
  });

  it.each([
    ['', ''],
    ['12a3', '123'],
    ['001234', '001234'],
    ['1234567', '123456'],
  ])('mascaraGrupo(%j) → %j', (typed, esperado) => {
    expect(mascaraGrupo(typed)).toBe(esperado);
  });

  it.each([
    ['', ''],
    ['5x6', '56'],
    ['0056', '0056'],
    ['12345', '1234'],
  ])('mascaraCota(%j) → %j', (typed, esperado) => {
    expect(mascaraCota(typed)).toBe(esperado);
  });
});

describe('mascaraDinheiro', () => {
  it.each([
    ['', '', 0],
    ['0', '', 0],
    ['R$ 0,0', '', 0],
    ['1', 'R$ 0,01', 1],
    ['12', 'R$ 0,12', 12],
    ['123', 'R$ 1,23', 123],
    ['123456', 'R$ 1.234,56', 123456],
    ['R$ 1.234,567', 'R$ 12.345,67', 1234567],
    ['R$ 1.234,5', 'R$ 123,45', 12345],
    ['R$ 1.234,56', 'R$ 1.234,56', 123456],
    ['-500', 'R$ 5,00', 500],
    ['100000000', 'R$ 1.000.000,00', 100000000],
    ['9999999999999', 'R$ 9.999.999.999,99', 999999999999],
  ])('%j → %j (%i)', (typed, texto, centavos) => {
    expect(mascaraDinheiro(typed)).toEqual({ texto, centavos });
  });
});

describe('mascaraPercentual', () => {
  it.each([
    ['', '', 0],
    ['0', '0', 0],
    ['3', '3', 3],
    ['30', '30', 30],
    ['100', '100', 100],
    ['1000', '100', 100],
    ['12,5', '12,5', 12.5],
    ['12,', '12,', 12],
    [',5', '0,5', 0.5],
    ['0,0001', '0,0001', 0.0001],
    ['16,5000', '16,5000', 16.5],
    ['16,50001', '16,5000', 16.5],
    ['12.5', '12,5', 12.5],
    ['12,3,4', '12,34', 12.34],
    ['007', '7', 7],
    ['-3', '3', 3],
    ['30 %', '30', 30],
    ['abc', '', 0],
  ])('%j → %j (%s)', (typed, texto, valor) => {
    expect(mascaraPercentual(typed)).toEqual({ texto, valor });
  });

  it('is idempotent, so re-applying it on every keystroke keeps the text', () => {
    for (const typed of ['30', '12,5', '12,', ',5', '99,9999', '0,0001']) {
      const { texto } = mascaraPercentual(typed);
      expect(mascaraPercentual(texto).texto).toBe(texto);
    }
  });

  it('never gives more precision than the bid schema accepts', () => {
    for (const typed of ['12,34567', '0,00009', '99,99999']) {
      expect(percentualLanceSchema.safeParse(mascaraPercentual(typed).valor).success).toBe(true);
    }
  });
});

describe('mascaraPlaca', () => {
  it.each([
    ['bra2e19', 'BRA2E19'],
    ['BRA2E19', 'BRA2E19'],
    ['abc1234', 'ABC-1234'],
    ['ABC-1234', 'ABC-1234'],
    ['abc 1', 'ABC1'],
    ['1ab', 'AB'],
    ['ABCD1', 'ABC1'],
    ['ABC1D23X', 'ABC1D23'],
    ['ABC12345', 'ABC-1234'],
    ['ab!c-1d', 'ABC1D'],
  ])('%s → %s', (digitado, esperado) => {
    expect(mascaraPlaca(digitado)).toBe(esperado);
    expect(mascaraPlaca(mascaraPlaca(digitado))).toBe(esperado);
  });
});
