import { describe, expect, it } from 'vitest';
import type { ModalidadeLance, TipoLance } from '@portal/domain';
import { descricaoDoTipo, textoDoPercentual } from './formatos';

/** The API's offer (lances.service): LF 25 %, LS 50 %, VL in reais, LL and PE as percentages. */
const TIPOS: TipoLance[] = [
  { modalidade: 'LL', descricao: 'Lance livre', situacaoOferta: 'P', percentualFixo: null },
  { modalidade: 'LF', descricao: 'Lance fixo (25%)', situacaoOferta: 'P', percentualFixo: 25 },
  { modalidade: 'LS', descricao: 'Lance fixo (50%)', situacaoOferta: 'P', percentualFixo: 50 },
  { modalidade: 'PE', descricao: 'Lance percentual', situacaoOferta: 'P', percentualFixo: null },
  { modalidade: 'VL', descricao: 'Lance valor livre', situacaoOferta: 'V', percentualFixo: null },
];
const REGRAS = { valorBem: 20_000_000, percentualMinimo: 1, percentualMaximo: 90 };
const tipo = (m: ModalidadeLance) => TIPOS.find((t) => t.modalidade === m)!;

describe('descricaoDoTipo', () => {
  it.each<[ModalidadeLance, string]>([
    ['LL', 'Você escolhe livremente o percentual, de 1% a 90% do valor do bem'],
    ['LF', 'Lance fixo de 25% do valor do bem: R$\u00a050.000,00. Você não digita nada'],
    ['LS', 'Segundo lance fixo, de 50% do valor do bem: R$\u00a0100.000,00. Você não digita nada'],
    ['PE', 'Você informa o percentual exato do bem, com até 4 casas decimais'],
    ['VL', 'Você informa o valor em reais e calculamos o percentual do bem'],
  ])('%s: %s', (modalidade, descricao) => {
    expect(descricaoDoTipo(tipo(modalidade), REGRAS)).toBe(descricao);
  });

  it('no two modalities read alike', () => {
    const descricoes = TIPOS.map((t) => descricaoDoTipo(t, REGRAS));
    expect(new Set(descricoes).size).toBe(TIPOS.length);
  });
});

describe('textoDoPercentual (a repeated bid back in the field)', () => {
  it.each([
    [null, ''],
    [0, ''],
    [30, '30'],
    [12.5, '12,5'],
    [22.5, '22,5'],
    [0.0001, '0,0001'],
    [33.3333, '33,3333'],
  ])('%s → %j', (percentual, texto) => {
    expect(textoDoPercentual(percentual)).toBe(texto);
  });
});
