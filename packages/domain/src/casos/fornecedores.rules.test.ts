import { describe, expect, it } from 'vitest';
import {
  CODIGOS_FORNECEDOR,
  CODIGOS_FORNECEDOR_PADRAO,
  CODIGO_FORNECEDOR_PADRAO,
  codigosFornecedor,
  fornecedorDoCodigo,
  fornecedores,
  pertenceAoFornecedor,
  type Fornecedor,
} from './fornecedores.rules.ts';

describe('tabela de fornecedores (03 §9)', () => {
  // The spec's table, row by row: a typo in a code would silently move a partner to another provider.
  it.each<[Fornecedor, number[]]>([
    ['embracon', [1, 6, 49, 51, 68, 84, 90, 99]],
    ['cnvw', [91, 50]],
    ['ram', [94]],
    ['unicred', [92]],
    ['credisis', [87]],
    ['fiat', [95]],
    ['nanuque', [89]],
    ['citroen', [93]],
    ['sulcredi', [72]],
    ['peugeot', [97]],
    ['banestes', [47]],
    ['cresol', [82]],
    ['bahiana', [98]],
    ['nissan', [5]],
    ['jeep', [96]],
    ['renault', [4]],
    ['up', [46]],
    ['stara', [44]],
    ['carrefour', [88]],
    ['volteon', [60]],
    ['audi', [62]],
    ['ducati', [61]],
  ])('%s → %j', (fornecedor, codigos) => {
    expect(CODIGOS_FORNECEDOR[fornecedor]).toEqual(codigos);
  });

  it('has 22 providers and no code in two rows', () => {
    expect(fornecedores).toHaveLength(22);
    const todos = Object.values(CODIGOS_FORNECEDOR).flat();
    expect(new Set(todos).size).toBe(todos.length);
  });

  it('default constants 1, 46, 44 are embracon, up and stara', () => {
    expect(CODIGOS_FORNECEDOR_PADRAO).toEqual([1, 46, 44]);
    expect(CODIGOS_FORNECEDOR_PADRAO.map((c) => fornecedorDoCodigo(c))).toEqual(['embracon', 'up', 'stara']);
    expect(CODIGO_FORNECEDOR_PADRAO).toBe(1);
  });
});

describe('codigosFornecedor', () => {
  it.each<[Parameters<typeof codigosFornecedor>[0], number[]]>([
    [82, [82]],
    ['82', [82]],
    [' 82 ', [82]],
    ['4,5', [4, 5]],
    ['4, 5, 91', [4, 5, 91]],
    [
      [4, '5'],
      [4, 5],
    ],
    [
      ['4,5', 91],
      [4, 5, 91],
    ],
    ['', []],
    ['abc', []],
    ['8x2', []],
    [[], []],
    [null, []],
    [undefined, []],
  ])('%j → %j', (entrada, esperado) => {
    expect(codigosFornecedor(entrada)).toEqual(esperado);
  });
});

describe('pertenceAoFornecedor', () => {
  it.each<[Parameters<typeof pertenceAoFornecedor>[0], Fornecedor, boolean]>([
    [1, 'embracon', true],
    [99, 'embracon', true],
    ['84', 'embracon', true],
    [91, 'cnvw', true],
    [50, 'cnvw', true],
    [91, 'embracon', false],
    [82, 'cresol', true],
    ['82', 'cresol', true],
    [83, 'cresol', false],
    // A list belongs when any code does (a partner's business_unit_id '4,5' is renault and nissan).
    [[4, 5], 'renault', true],
    [[4, 5], 'nissan', true],
    ['4,5', 'nissan', true],
    [[4, 5], 'fiat', false],
    [[], 'embracon', false],
    [null, 'embracon', false],
    ['', 'embracon', false],
  ])('%j in %s → %s', (codigos, fornecedor, esperado) => {
    expect(pertenceAoFornecedor(codigos, fornecedor)).toBe(esperado);
  });
});

describe('fornecedorDoCodigo', () => {
  it.each<[number | string | null, Fornecedor | null]>([
    [1, 'embracon'],
    [50, 'cnvw'],
    ['61', 'ducati'],
    [82, 'cresol'],
    [2, null],
    [0, null],
    [null, null],
    ['x', null],
  ])('%j → %s', (codigo, esperado) => {
    expect(fornecedorDoCodigo(codigo)).toBe(esperado);
  });
});
