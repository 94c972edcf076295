import { describe, expect, it } from 'vitest';
import { descreverNumeros, parcelasPorCota, resumirNumeros, rotuloDoQueCobre } from './parcelas-do-boleto';

const parcela = (idCota: number, numeroParcela: number, valorCobrado = 1000) => ({
  idCota,
  grupo: 1010,
  cota: idCota * 10,
  numeroParcela,
  dataVencimento: '2026-05-10',
  valorCobrado,
});

describe('o que um boleto paga', () => {
  it('agrupa por cota na ordem em que aparecem, com as parcelas em ordem', () => {
    expect(parcelasPorCota([parcela(2, 14, 500), parcela(1, 3), parcela(2, 13, 700)])).toEqual([
      { idCota: 2, grupo: 1010, cota: 20, numeros: [13, 14], total: 1200 },
      { idCota: 1, grupo: 1010, cota: 10, numeros: [3], total: 1000 },
    ]);
    expect(parcelasPorCota([])).toEqual([]);
  });

  it('descreve os números em português', () => {
    expect(descreverNumeros([])).toBe('');
    expect(descreverNumeros([7])).toBe('parcela 7');
    expect(descreverNumeros([7, 8])).toBe('parcelas 7 e 8');
    expect(descreverNumeros([3, 4, 5])).toBe('parcelas 3, 4 e 5');
  });

  it('resume listas longas (quitação)', () => {
    expect(resumirNumeros([1, 2, 3])).toBe('parcelas 1, 2 e 3');
    expect(resumirNumeros(Array.from({ length: 40 }, (_, i) => i + 21))).toBe('40 parcelas (de 21 a 60)');
  });
});

describe('rótulo do que o boleto cobre', () => {
  it.each([
    ['parcelas', 'aberto', 'Parcelas a pagar'],
    ['parcelas', 'vencido', 'Parcelas ainda não pagas'],
    ['parcelas', 'pago', 'Parcelas pagas'],
    ['parcelas', 'substituido', 'Parcelas que cobrava'],
    ['parcelas', 'cancelado', 'Parcelas que cobrava'],
    ['quitacao', 'aberto', 'Quita o saldo de'],
    ['quitacao', 'vencido', 'Quita o saldo de'],
    ['quitacao', 'pago', 'Quitou o saldo de'],
    ['quitacao', 'substituido', 'Quitaria o saldo de'],
  ] as const)('%s %s → %s', (tipo, situacao, rotulo) => {
    expect(rotuloDoQueCobre(tipo, situacao)).toBe(rotulo);
    // Never the bare participle that reads as "paid" over an unpaid boleto.
    if (situacao !== 'pago') expect(rotuloDoQueCobre(tipo, situacao)).not.toMatch(/^Pag[ao]s?$/);
  });
});
