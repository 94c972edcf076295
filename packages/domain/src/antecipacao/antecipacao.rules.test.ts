import { describe, expect, it } from 'vitest';
import {
  MENSAGENS_ANTECIPACAO,
  desfechoDaAntecipacao,
  motivoSemAntecipacao,
  parcelasAntecipaveis,
  planoDeAntecipacao,
  vencimentoDaAntecipacao,
  type ParcelaAntecipavel,
} from './antecipacao.rules.ts';

/** Instalments 10..14 of 100_00 each (fundo comum 80_00, taxa 15_00, reserva 2_00, seguro 3_00), monthly. */
const parcela = (numero: number, pago = false): ParcelaAntecipavel & { pago: boolean } => ({
  id: 100 + numero,
  numero,
  vencimento: `2026-${String(numero - 2).padStart(2, '0')}-10`,
  valor: 10_000,
  fundoComum: 8_000,
  taxaAdministracao: 1_500,
  fundoReserva: 200,
  pago,
});
const HOJE = '2026-08-10';
const todas = [
  parcela(8, true),
  parcela(9, true),
  parcela(10),
  parcela(11),
  parcela(12),
  parcela(13),
  parcela(14),
];

describe('parcelasAntecipaveis', () => {
  it('keeps the open instalments due after today, the last one first', () => {
    expect(parcelasAntecipaveis(todas, HOJE).map((p) => p.numero)).toEqual([14, 13, 12, 11]);
  });
  it('an instalment due today is paid normally, not anticipated', () => {
    expect(parcelasAntecipaveis(todas, '2026-08-09').map((p) => p.numero)).toEqual([14, 13, 12, 11, 10]);
    expect(parcelasAntecipaveis(todas, '2026-09-10').map((p) => p.numero)).toEqual([14, 13, 12]);
  });
});

describe('planoDeAntecipacao (amortização pelo prazo: the last instalments first)', () => {
  const antecipaveis = parcelasAntecipaveis(todas, HOJE);
  const base = { antecipaveis, saldoDevedor: 500_000, parcelasRestantes: 50 };

  it('by term: the last n instalments, the saldo without their insurance, the term shortened', () => {
    const r = planoDeAntecipacao({ ...base, pedido: { modo: 'prazo', quantidadeParcelas: 2 } });
    if (!('plano' in r)) throw new Error(r.erro);
    expect(r.plano.parcelas.map((p) => p.numero)).toEqual([14, 13]);
    expect(r.plano).toMatchObject({
      valorTotal: 20_000,
      valorNaoUtilizado: 0,
      abatimentoSaldo: 19_400,
      saldoAntes: 500_000,
      saldoDepois: 480_600,
      restantesAntes: 50,
      restantesDepois: 48,
      ultimaParcelaDepois: { numero: 12, vencimento: '2026-10-10' },
    });
  });

  it.each([
    [0, MENSAGENS_ANTECIPACAO.quantidadeInvalida],
    [1.5, MENSAGENS_ANTECIPACAO.quantidadeInvalida],
    [5, 'Você pode antecipar até 4 parcelas.'],
  ])('by term %s → %s', (n, erro) => {
    expect(planoDeAntecipacao({ ...base, pedido: { modo: 'prazo', quantidadeParcelas: n } })).toEqual({
      erro,
    });
  });

  it.each([
    [10_000, [14], 0],
    [29_999, [14, 13], 9_999],
    [40_000, [14, 13, 12, 11], 0],
    [1_000_000, [14, 13, 12, 11], 960_000],
  ])('by value %i centavos pays whole instalments %o, leaving %i unused', (valor, numeros, sobra) => {
    const r = planoDeAntecipacao({ ...base, pedido: { modo: 'valor', valorCentavos: valor } });
    if (!('plano' in r)) throw new Error(r.erro);
    expect(r.plano.parcelas.map((p) => p.numero)).toEqual(numeros);
    expect(r.plano.valorNaoUtilizado).toBe(sobra);
    expect(r.plano.valorTotal + r.plano.valorNaoUtilizado).toBe(valor);
  });

  it.each([
    [9_999, 'O valor não alcança uma parcela. Informe ao menos R$\u00a0100,00.'],
    [0, MENSAGENS_ANTECIPACAO.valorInvalido],
    [-100, MENSAGENS_ANTECIPACAO.valorInvalido],
    [10.5, MENSAGENS_ANTECIPACAO.valorInvalido],
  ])('by value %s → %s', (valor, erro) => {
    expect(planoDeAntecipacao({ ...base, pedido: { modo: 'valor', valorCentavos: valor } })).toEqual({
      erro,
    });
  });

  it('anticipating every instalment left leaves no last instalment and never a negative saldo', () => {
    const r = planoDeAntecipacao({
      antecipaveis,
      saldoDevedor: 1_000,
      parcelasRestantes: 3,
      pedido: { modo: 'prazo', quantidadeParcelas: 4 },
    });
    if (!('plano' in r)) throw new Error(r.erro);
    expect(r.plano).toMatchObject({ saldoDepois: 0, restantesDepois: 0, ultimaParcelaDepois: null });
  });

  it('nothing to anticipate', () => {
    expect(
      planoDeAntecipacao({ ...base, antecipaveis: [], pedido: { modo: 'prazo', quantidadeParcelas: 1 } }),
    ).toEqual({ erro: MENSAGENS_ANTECIPACAO.semParcelas });
  });
});

describe('motivoSemAntecipacao', () => {
  const base = {
    cancelada: false,
    quitada: false,
    parcelasEmAtraso: 0,
    aberta: false,
    renegociacaoPendente: false,
    antecipaveis: 3,
  };
  it.each([
    [{}, null],
    [{ cancelada: true }, 'cancelada'],
    [{ quitada: true }, 'quitada'],
    [{ aberta: true }, 'aberta'],
    [{ parcelasEmAtraso: 1 }, 'emAtraso'],
    [{ antecipaveis: 0 }, 'semParcelas'],
    [{ renegociacaoPendente: true }, 'renegociacaoPendente'],
    [{ aberta: true, renegociacaoPendente: true }, 'aberta'],
    [{ cancelada: true, aberta: true }, 'cancelada'],
  ] as const)('%o → %s', (c, motivo) => {
    expect(motivoSemAntecipacao({ ...base, ...c })).toBe(motivo);
  });
});

describe('vencimentoDaAntecipacao', () => {
  it('3 business days from today (Friday 2026-11-27 → Wednesday 2026-12-02)', () => {
    expect(vencimentoDaAntecipacao('2026-11-27', [{ vencimento: '2027-01-10' }])).toBe('2026-12-02');
  });
  it('never after the earliest instalment it pays', () => {
    expect(
      vencimentoDaAntecipacao('2026-11-27', [{ vencimento: '2026-12-10' }, { vencimento: '2026-11-30' }]),
    ).toBe('2026-11-30');
  });
});

describe('desfechoDaAntecipacao (follows its boleto)', () => {
  const hoje = '2026-11-27';
  it.each([
    ['pago', '2026-11-20', 'liquidada'],
    ['substituido', '2026-11-30', 'cancelada'],
    ['cancelado', '2026-11-30', 'cancelada'],
    ['aberto', '2026-11-26', 'cancelada'],
    ['aberto', '2026-11-27', 'aberta'],
    ['aberto', '2026-11-30', 'aberta'],
  ] as const)('boleto %s due %s → %s', (situacaoBoleto, vencimentoBoleto, situacao) => {
    expect(desfechoDaAntecipacao({ situacaoBoleto, vencimentoBoleto, hoje }).situacao).toBe(situacao);
  });
});
