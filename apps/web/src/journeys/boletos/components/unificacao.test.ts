import { describe, expect, it } from 'vitest';
import { cotasDasParcelas, exigeConfirmacaoDeUnificacao, filtrarPorCota, selecaoPorCota } from './unificacao';

const p = (idCota: number, valorCobrado: number) => ({ idCota, valorCobrado });

describe('unificação de parcelas de várias cotas', () => {
  it('lista as cotas com a selecionada primeiro e sem repetir', () => {
    expect(cotasDasParcelas([p(3, 1), p(1, 1), p(3, 1), p(2, 1)], 2)).toEqual([2, 3, 1]);
    expect(cotasDasParcelas([p(3, 1), p(1, 1)], 9)).toEqual([3, 1]);
    expect(cotasDasParcelas([], 1)).toEqual([]);
  });

  it('soma a seleção por cota', () => {
    expect(selecaoPorCota([p(5, 10_000), p(7, 2_500), p(5, 10_050)], 7)).toEqual([
      { idCota: 7, quantidade: 1, total: 2_500 },
      { idCota: 5, quantidade: 2, total: 20_050 },
    ]);
  });

  it('pede confirmação só quando a seleção junta mais de uma cota', () => {
    expect(exigeConfirmacaoDeUnificacao([])).toBe(false);
    expect(exigeConfirmacaoDeUnificacao([p(1, 1), p(1, 2)])).toBe(false);
    expect(exigeConfirmacaoDeUnificacao([p(1, 1), p(2, 2)])).toBe(true);
  });

  it('o filtro de cota só estreita a lista', () => {
    const lista = [p(1, 1), p(2, 2), p(1, 3)];
    expect(filtrarPorCota(lista, null)).toEqual(lista);
    expect(filtrarPorCota(lista, 1)).toEqual([p(1, 1), p(1, 3)]);
    expect(filtrarPorCota(lista, 4)).toEqual([]);
  });
});
