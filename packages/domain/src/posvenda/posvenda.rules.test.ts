import { describe, expect, it } from 'vitest';
import { ROTA_POS_VENDA_POR_FASE } from '../casos/verificacao.rules.ts';
import {
  anoDeReferencia,
  avancarEtapa,
  FASE_DO_PASSO,
  levaAoRetorno,
  MENSAGENS_POS_VENDA as M,
  PASSOS_POS_VENDA,
  perguntaDoAno,
  proximaEtapaPosVenda,
  resultadoDoErro,
  SEQUENCIA_POS_VENDA,
  type EtapaPosVenda,
} from './posvenda.rules.ts';
import { anoBodySchema, respostaBodySchema, retornoBodySchema } from './posvenda.schemas.ts';

describe('the after-sales steps (03 §2)', () => {
  it('has the 16 routes of the spec, and the walk uses each step once, side roads excluded', () => {
    expect(PASSOS_POS_VENDA).toHaveLength(16);
    expect(new Set(SEQUENCIA_POS_VENDA).size).toBe(SEQUENCIA_POS_VENDA.length);
    expect(PASSOS_POS_VENDA.filter((p) => !(SEQUENCIA_POS_VENDA as readonly string[]).includes(p))).toEqual([
      'desvio-manual',
      'dados-cadastrais-edicao',
      'dados-cadastrais-token',
    ]);
  });

  it("each phase's resume route (03 §4) is the first step of that phase", () => {
    for (const [fase, rota] of Object.entries(ROTA_POS_VENDA_POR_FASE)) {
      const primeira = SEQUENCIA_POS_VENDA.find((p) => FASE_DO_PASSO[p] === fase);
      expect(`/pos-venda/${primeira}`, fase).toBe(rota);
    }
  });

  it('phases never go back along the walk', () => {
    const ordem = Object.keys(ROTA_POS_VENDA_POR_FASE);
    const indices = SEQUENCIA_POS_VENDA.map((p) => ordem.indexOf(FASE_DO_PASSO[p]));
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
  });

  it.each<[EtapaPosVenda, EtapaPosVenda, EtapaPosVenda | null]>([
    ['validacao-seguranca', 'validacao-seguranca', 'dados-cadastrais'],
    ['venda', 'venda', 'boletos'],
    ['venda', 'consorcio', 'venda'],
    ['consorcio', 'venda', null],
    ['final', 'final', 'final'],
  ])('current %s, answered %s → %s', (atual, respondida, esperado) => {
    expect(avancarEtapa(atual, respondida)).toBe(esperado);
  });

  it('the next step, none after the last', () => {
    expect(proximaEtapaPosVenda('contemplacao')).toBe('entendimento');
    expect(proximaEtapaPosVenda('final')).toBeNull();
  });
});

describe('birth or founding year (03 §4, §5)', () => {
  it.each([
    ['1986-04-12', 1986],
    ['2004-12-31', 2004],
    [null, null],
    ['', null],
  ])('%s → %s', (data, ano) => expect(anoDeReferencia(data)).toBe(ano));

  it('the first error gives the final chance, the second blocks', () => {
    expect(resultadoDoErro(1)).toEqual({ resultado: 'incorreto', erros: 1, mensagem: M.ultimaChance });
    expect(resultadoDoErro(2)).toEqual({ resultado: 'bloqueado', erros: 2, mensagem: M.bloqueado });
    expect(M.ultimaChance.startsWith(M.anoIncorreto)).toBe(true);
  });

  it('asks a company for its founding year', () => {
    expect(perguntaDoAno('J')).toContain('fundada');
    expect(perguntaDoAno('F')).toContain('nasceu');
  });

  it.each([
    ['1986', true],
    [1986, true],
    ['86', false],
    ['19a6', false],
    ['', false],
  ])('year %j valid: %s', (ano, valido) => {
    const r = anoBodySchema.safeParse({ ano });
    expect(r.success).toBe(valido);
    if (!r.success) expect(r.error.issues[0]?.message).toBe(M.anoInvalido);
  });
});

describe('answers', () => {
  it.each([
    [{ passo: 'contemplacao', entendeu: false }, true],
    [{ passo: 'contemplacao', entendeu: true }, false],
    [{ passo: 'venda', prometeram: true }, true],
    [{ passo: 'venda', prometeram: false }, false],
  ] as const)('%j leads to a call-back: %s', (r, esperado) => expect(levaAoRetorno(r)).toBe(esperado));

  it.each([
    [{ passo: 'boletos', entregaBoleto: 'email' }, true],
    [{ passo: 'boletos', entregaBoleto: 'fax' }, false],
    [{ passo: 'validar-renda', tipoRenda: 'caminhoneiro' }, true],
    [{ passo: 'validar-renda' }, false],
    [{ passo: 'final', ciente: true }, true],
    [{ passo: 'final', ciente: false }, false],
    [{ passo: 'desvio-manual', ciente: true }, false],
  ])('%j valid: %s', (corpo, valido) => expect(respostaBodySchema.safeParse(corpo).success).toBe(valido));

  it.each([
    [{ telefone: '(11) 98765-4321', periodo: 'manha' }, true],
    [{ telefone: '(11) 3333-4444', periodo: 'tarde' }, true],
    [{ telefone: '98765-4321', periodo: 'manha' }, false],
    [{ telefone: '(11) 98765-4321', periodo: 'noite' }, false],
  ])('call-back %j valid: %s', (corpo, valido) =>
    expect(retornoBodySchema.safeParse(corpo).success).toBe(valido),
  );
});
