import { describe, expect, it } from 'vitest';
import {
  buscaCorrigida,
  distanciaDeEdicao,
  melhorCorrecao,
  palavrasParaCorrigir,
  semAcento,
} from './ajuda.correcao.ts';

describe('distanciaDeEdicao', () => {
  it('counts a swap of neighbours, a replacement, an insertion as one edit each', () => {
    expect(distanciaDeEdicao('bolteo', 'boleto')).toBe(1);
    expect(distanciaDeEdicao('contenplacao', 'contemplacao')).toBe(1);
    expect(distanciaDeEdicao('boleo', 'boleto')).toBe(1);
    expect(distanciaDeEdicao('boleto', 'boleto')).toBe(0);
    expect(distanciaDeEdicao('xilofone', 'telefone')).toBe(3);
  });
});

describe('melhorCorrecao', () => {
  it('picks the fewest edits, then the most similar, ignoring accents and case', () => {
    const candidatos = [
      { palavra: 'bolet', similaridade: 0.5 },
      { palavra: 'boleto', similaridade: 0.27 },
    ];
    expect(melhorCorrecao('BOLTEO', candidatos)).toBe('boleto');
    expect(melhorCorrecao('contenplaçao', [{ palavra: 'contemplação', similaridade: 0.6 }])).toBe(
      'contemplação',
    );
  });

  it('refuses a candidate too many edits away', () => {
    expect(melhorCorrecao('xilofone', [{ palavra: 'telefone', similaridade: 0.2 }])).toBeNull();
    expect(melhorCorrecao('lnace', [{ palavra: 'alcance', similaridade: 0.2 }])).toBeNull();
  });
});

describe('buscaCorrigida', () => {
  const candidatos = new Map([
    ['bolteo', [{ palavra: 'boleto', similaridade: 0.27 }]],
    ['contemplacao', [{ palavra: 'contemplação', similaridade: 1 }]],
  ]);

  it('replaces the misspelt words and keeps the others as typed, in lower case', () => {
    expect(buscaCorrigida('Via do  Bolteo!', candidatos)).toBe('via do boleto');
  });

  it('suggests nothing when only accents or case would change', () => {
    expect(buscaCorrigida('Contemplacao', candidatos)).toBeNull();
    expect(buscaCorrigida('xilofone', candidatos)).toBeNull();
  });
});

describe('palavrasParaCorrigir and semAcento', () => {
  it('sends each word of three letters or more once, in lower case', () => {
    expect(palavrasParaCorrigir('O boleto de BOLETO, via')).toEqual(['boleto', 'via']);
    expect(semAcento('Contemplação À VISTA')).toBe('contemplacao a vista');
  });
});
