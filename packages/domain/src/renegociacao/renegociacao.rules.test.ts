import { describe, expect, it } from 'vitest';
import { encargosDeAtraso } from '../boletos/cobranca.rules.ts';
import {
  MENSAGENS_RENEGOCIACAO,
  desfechoDaRenegociacao,
  diluir,
  erroDaSelecao,
  motivoSemRenegociacao,
  planoDeRenegociacao,
  type ParcelaParaRenegociar,
  type SituacaoParaRenegociar,
} from './renegociacao.rules.ts';

describe('diluir', () => {
  it.each([
    [0, 3, [0, 0, 0]],
    [100, 1, [100]],
    [100, 3, [34, 33, 33]],
    [101, 3, [34, 34, 33]],
    [2, 5, [1, 1, 0, 0, 0]],
    [99_999, 7, [14_286, 14_286, 14_286, 14_286, 14_285, 14_285, 14_285]],
  ])('%i centavos over %i instalments → %j', (total, n, esperado) => {
    expect(diluir(total, n)).toEqual(esperado);
  });

  it('conserves the total and keeps shares within one centavo, for many totals', () => {
    for (let total = 0; total < 2_000; total += 37)
      for (let n = 1; n <= 40; n++) {
        const partes = diluir(total, n);
        expect(partes.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...partes) - Math.min(...partes)).toBeLessThanOrEqual(1);
      }
  });

  it('refuses a fraction of a centavo, a negative total and no instalments', () => {
    expect(() => diluir(10.5, 2)).toThrow(RangeError);
    expect(() => diluir(-1, 2)).toThrow(RangeError);
    expect(() => diluir(10, 0)).toThrow(RangeError);
  });
});

const apta: SituacaoParaRenegociar = {
  contemplada: false,
  encerrada: false,
  parcelasPagas: 3,
  renegociacoesFeitas: 2,
  pendente: false,
  parcelasEmAtraso: 2,
  parcelasAVencer: 10,
};

describe('motivoSemRenegociacao (03 §5, §9)', () => {
  it.each<[string, Partial<SituacaoParaRenegociar>, string | null]>([
    ['an eligible quota', {}, null],
    ['a contemplated quota', { contemplada: true }, 'contemplada'],
    ['a cancelled or paid-off quota', { encerrada: true }, 'encerrada'],
    ['fewer than 3 paid instalments', { parcelasPagas: 2 }, 'poucasPagas'],
    ['the 4th renegotiation', { renegociacoesFeitas: 3 }, 'limite'],
    ['a pending renegotiation', { pendente: true }, 'pendente'],
    ['nothing overdue', { parcelasEmAtraso: 0 }, 'semAtraso'],
    ['no instalment left to receive the amount', { parcelasAVencer: 0 }, 'semParcelasFuturas'],
  ])('%s', (_, mudanca, esperado) => {
    expect(motivoSemRenegociacao({ ...apta, ...mudanca })).toBe(esperado);
  });

  it('every reason has a message', () => {
    for (const m of ['contemplada', 'encerrada', 'poucasPagas', 'limite', 'pendente', 'semAtraso'] as const)
      expect(MENSAGENS_RENEGOCIACAO[m]).toMatch(/\S/);
  });
});

describe('erroDaSelecao', () => {
  it.each<[number[], number[], string | null]>([
    [[1], [1, 2, 3], null],
    [[1, 2], [1, 2, 3], null],
    [[], [1, 2], 'nenhumaSelecionada'],
    [[1, 2, 3], [1, 2, 3], 'muitasSelecionadas'],
    [[1, 9], [1, 2], 'naoEmAtraso'],
    [[1, 1], [1, 2], 'repetida'],
  ])('%j of overdue %j → %s', (selecionadas, emAtraso, esperado) => {
    expect(erroDaSelecao(selecionadas, emAtraso)).toBe(esperado);
  });
});

const parcela = (
  id: number,
  vencimento: string,
  valor: number,
  partes: Partial<ParcelaParaRenegociar> = {},
): ParcelaParaRenegociar => ({
  id,
  numero: id,
  vencimento,
  valor,
  fundoComum: 0,
  taxaAdministracao: 0,
  fundoReserva: 0,
  seguro: 0,
  diferenca: 0,
  ...partes,
});

describe('planoDeRenegociacao (ADR 0052)', () => {
  const hoje = '2026-11-27';
  const selecionadas = [
    parcela(4, '2026-09-10', 100_000, {
      fundoComum: 80_000,
      taxaAdministracao: 15_000,
      fundoReserva: 3_000,
      seguro: 2_000,
    }),
    parcela(5, '2026-10-10', 100_000, {
      fundoComum: 80_000,
      taxaAdministracao: 15_000,
      fundoReserva: 3_000,
      seguro: 2_000,
    }),
  ];
  const aVencer = [7, 8, 9].map((n) => parcela(n, `2027-0${n - 6}-10`, 100_000, { fundoComum: 100_000 }));
  aVencer.unshift(parcela(6, '2026-12-10', 100_000, { fundoComum: 100_000 }));

  it('dilutes the amounts with the charges the boletos journey computes, conserving every centavo', () => {
    const plano = planoDeRenegociacao({ selecionadas, aVencer: [...aVencer].reverse(), hoje });
    const encargos = selecionadas.map(
      (s) =>
        encargosDeAtraso({ valor: s.valor, vencimento: s.vencimento, dataPagamento: hoje }).valorTotal -
        s.valor,
    );
    expect(plano.valorParcelas).toBe(200_000);
    expect(plano.valorEncargos).toBe(encargos[0]! + encargos[1]!);
    expect(plano.valorRenegociado).toBe(200_000 + plano.valorEncargos);
    expect(plano.diluidas.map((d) => d.numero)).toEqual([6, 7, 8, 9]);
    const soma = plano.diluidas.reduce((t, d) => t + d.acrescimo.valor, 0);
    expect(soma).toBe(plano.valorRenegociado);
    expect(plano.diluidas.reduce((t, d) => t + d.acrescimo.fundoComum, 0)).toBe(160_000);
    expect(plano.diluidas.reduce((t, d) => t + d.acrescimo.taxaAdministracao, 0)).toBe(30_000);
    expect(plano.diluidas.reduce((t, d) => t + d.acrescimo.fundoReserva, 0)).toBe(6_000);
    expect(plano.diluidas.reduce((t, d) => t + d.acrescimo.seguro, 0)).toBe(4_000);
    expect(plano.diluidas.reduce((t, d) => t + d.acrescimo.diferenca, 0)).toBe(plano.valorEncargos);
    for (const d of plano.diluidas) expect(d.valorNovo).toBe(d.valorAnterior + d.acrescimo.valor);
    // The total follows `diluir`: the remainder one centavo at a time from the earliest instalment.
    expect(plano.diluidas.map((d) => d.acrescimo.valor)).toEqual(diluir(plano.valorRenegociado, 4));
    for (const d of plano.diluidas) {
      const { valor, ...partes } = d.acrescimo;
      expect(Object.values(partes).reduce((t, v) => t + v, 0)).toBe(valor);
    }
    expect(plano.proxima.numero).toBe(6);
  });

  it('a one-centavo remainder goes to the next instalment', () => {
    const plano = planoDeRenegociacao({
      selecionadas: [parcela(1, '2026-11-20', 10_001)],
      aVencer: [parcela(3, '2027-01-10', 500), parcela(2, '2026-12-10', 500)],
      hoje: '2026-11-21',
    });
    // 10 001 + 2 % fine (200) + 1/30 % interest for one day (3) = 10 204, over two instalments.
    expect(plano.valorRenegociado).toBe(10_204);
    expect(plano.diluidas.map((d) => [d.numero, d.acrescimo.valor])).toEqual([
      [2, 5_102],
      [3, 5_102],
    ]);
  });

  it('refuses an instalment not overdue, and no instalment to receive the amount', () => {
    expect(() => planoDeRenegociacao({ selecionadas: [parcela(1, hoje, 100)], aVencer, hoje })).toThrow(
      RangeError,
    );
    expect(() => planoDeRenegociacao({ selecionadas, aVencer: [], hoje })).toThrow(RangeError);
  });
});

describe('planoDeRenegociacao, for many compositions', () => {
  it('each instalment gets diluir of the total, and every share is conserved', () => {
    for (let semente = 1; semente < 200; semente++) {
      const r = (n: number) => ((semente * 7919 + n * 104_729) % 9_973) + 1;
      const sel = [1, 2].map((id) =>
        parcela(id, `2026-0${id + 6}-10`, r(id) * 5 + r(id + 9), {
          fundoComum: r(id) * 2,
          taxaAdministracao: r(id),
          fundoReserva: r(id + 3) % 97,
          seguro: r(id + 5) % 13,
          diferenca: 0,
        }),
      );
      const n = (semente % 7) + 1;
      const aVencer = Array.from({ length: n }, (_, i) =>
        parcela(10 + i, `2027-${String(i + 1).padStart(2, '0')}-10`, 1_000),
      );
      const plano = planoDeRenegociacao({ selecionadas: sel, aVencer, hoje: '2026-11-27' });
      expect(plano.diluidas.map((d) => d.acrescimo.valor)).toEqual(diluir(plano.valorRenegociado, n));
      for (const parte of ['fundoComum', 'taxaAdministracao', 'fundoReserva', 'seguro'] as const)
        expect(plano.diluidas.reduce((t, d) => t + d.acrescimo[parte], 0)).toBe(
          sel.reduce((t, s) => t + s[parte], 0),
        );
      for (const d of plano.diluidas)
        for (const v of Object.values(d.acrescimo)) expect(v).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('desfechoDaRenegociacao (03 §4)', () => {
  it.each<[string | null, string, string]>([
    ['2026-12-10', '2026-12-11', 'efetivada'],
    ['2026-12-01', '2026-12-05', 'efetivada'],
    [null, '2026-12-10', 'pendente'],
    [null, '2026-12-11', 'desfeita'],
    ['2026-12-11', '2026-12-11', 'desfeita'],
  ])('next paid on %s, today %s → %s', (pago, hoje, esperado) => {
    expect(desfechoDaRenegociacao({ dataLimite: '2026-12-10', dataPagamentoProxima: pago, hoje })).toBe(
      esperado,
    );
  });
});
