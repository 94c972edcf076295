import { describe, expect, it } from 'vitest';
import { idSchema, paginacaoQuerySchema } from './comum.schemas.ts';
import { primeiroTextoInvalido, textoInvalido } from './texto.rules.ts';

describe('textoInvalido', () => {
  it.each([
    ['', false],
    ['São Paulo — ação', false],
    ['emoji 😀 inteiro', false],
    ['\0', true],
    ['a\u0000b', true],
    ['\ud800', true],
    ['fim \ud83d', true],
    ['\ude00 começo', true],
    ['\udc00\ud800', true],
  ])('%j → %s', (texto, esperado) => expect(textoInvalido(texto)).toBe(esperado));
});

describe('primeiroTextoInvalido', () => {
  it('looks into keys, arrays and deep objects, but not into bytes', () => {
    expect(primeiroTextoInvalido({ a: [1, { b: 'ok' }] })).toBeUndefined();
    expect(primeiroTextoInvalido({ a: [1, { b: 'x\0' }] })).toBe('x\0');
    expect(primeiroTextoInvalido({ ['\ud800']: 1 })).toBe('\ud800');
    expect(primeiroTextoInvalido({ arquivo: Buffer.from([0, 0xd8]) })).toBeUndefined();
  });

  it('survives a nesting deeper than the stack', () => {
    let fundo: unknown = '\0';
    for (let i = 0; i < 200_000; i++) fundo = [fundo];
    expect(primeiroTextoInvalido(fundo)).toBe('\0');
  });
});

describe('idSchema', () => {
  const id = idSchema('Cota não encontrada.');
  it.each(['1', '16', '2147483647', 16])('accepts %j', (valor) =>
    expect(id.parse(valor)).toBe(Number(valor)),
  );
  it.each([
    '0x10',
    '1e1',
    ' 16',
    '16 ',
    '+16',
    '-1',
    '016',
    '16.0',
    '0',
    '',
    '2147483648',
    '99999999999',
    16.5,
    null,
  ])('refuses %j with its message', (valor) => {
    const r = id.safeParse(valor);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Cota não encontrada.');
  });
});

describe('paginacaoQuerySchema', () => {
  it('defaults, and refuses numbers that are not plain decimals', () => {
    expect(paginacaoQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(paginacaoQuerySchema.parse({ page: '3', page_size: '50' })).toEqual({ page: 3, page_size: 50 });
    for (const page of ['0x2', '1e3', '0', '99999999999999999999']) {
      expect(paginacaoQuerySchema.safeParse({ page }).success, page).toBe(false);
    }
    expect(paginacaoQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
  });
});
