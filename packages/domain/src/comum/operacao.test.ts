import { describe, expect, it } from 'vitest';
import { criaComChave, operacao } from './operacao.ts';

const base = { caminho: '/coisas', escopo: 'cliente', tag: 't', resumo: 'r' } as const;

describe('efeito of an operation (ADR 0013)', () => {
  it('takes an Idempotency-Key only on a POST that creates', () => {
    expect(criaComChave(operacao({ ...base, metodo: 'POST', efeito: 'cria' }))).toBe(true);
    expect(criaComChave(operacao({ ...base, metodo: 'POST', efeito: 'sessao' }))).toBe(false);
    expect(criaComChave(operacao({ ...base, metodo: 'POST', efeito: 'consulta' }))).toBe(false);
    expect(criaComChave(operacao({ ...base, metodo: 'PUT' }))).toBe(false);
  });

  it('is declared by POSTs only', () => {
    expect(() => operacao({ ...base, metodo: 'PUT', efeito: 'cria' })).toThrow(/Só um POST declara efeito/);
  });
});
