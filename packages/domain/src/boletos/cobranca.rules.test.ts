import { describe, it, expect } from 'vitest';
import {
  MENSAGENS_AGRUPAMENTO,
  agruparParcelas,
  alterarFormaDeEnvio,
  comporParcela,
  encargosDeAtraso,
  inicioDaFormaDeEnvio,
  liberacaoDaFormaDeEnvio,
  parcelaVencida,
  valorDeQuitacao,
  type EntradaComposicao,
  type ParcelaSelecionada,
} from './cobranca.rules.ts';
import { composicaoParcelaSchema } from './boletos.schemas.ts';

describe('comporParcela', () => {
  const base: EntradaComposicao = {
    dataEmissao: '2026-07-01',
    dataProximaAssembleia: '2026-07-20',
    dataProximoReajuste: '2027-01-01',
    numeroParcela: 13,
    parcelasPagas: 12,
    parcelasEmAtraso: 0,
    prazoGrupoMeses: 80,
    valorCreditoOriginal: 9_000_000,
    valorCreditoAtual: 10_000_000,
    percentualTaxaAdministracao: 16,
    percentualFundoReserva: 2,
    percentualSeguroVida: 0.038,
    valorSaldoDevedor: 9_500_000,
    valorDiferencaParcela: 1_234,
  };

  it('R$ 100.000,00 over 80 months, 16 % fee, 2 % reserve, 0,038 % insurance', () => {
    const c = comporParcela(base);
    expect(c).toEqual({
      dataEmissao: '2026-07-01',
      valor: 152_344, // 147.500 + 3.610 + 1.234
      dataProximaAssembleia: '2026-07-20',
      valorParcela: 147_500,
      dataProximoReajuste: '2027-01-01',
      numeroParcela: 13,
      parcelasPagas: 12,
      parcelasEmAtraso: 0,
      prazoGrupoMeses: 80,
      valorCreditoOriginal: 9_000_000,
      valorTaxaAdministracao: 20_000, // 10.000.000 × 16 % ÷ 80
      valorFundoReserva: 2_500, // 10.000.000 × 2 % ÷ 80
      valorFundoComum: 125_000, // 10.000.000 ÷ 80
      valorDiferencaParcela: 1_234,
      percentualSeguroVida: 0.038,
      valorSeguroVida: 3_610, // 9.500.000 × 0,038 %
    });
    expect(composicaoParcelaSchema.parse(c)).toEqual(c);
  });

  it.each([
    // crédito, prazo, taxa %, reserva %, seguro %, saldo → fundo comum, taxa, reserva, seguro
    [5_000_000, 72, 17.5, 2.5, 0.0455, 4_321_099, 69_444, 12_153, 1_736, 1_966], // 69444,44 12152,78 1736,11 1966,10
    [100, 8, 0, 0, 0.05, 1_000, 13, 0, 0, 1], // 12,5 → 13 and 0,5 → 1: half-up
    [100, 3, 0, 0, 0, 0, 33, 0, 0, 0], // 33,33 → 33
    [
      999_999_999_999, 240, 25.1234, 3, 0.1, 999_999_999_999, 4_166_666_667, 1_046_808_333, 125_000_000,
      1_000_000_000,
    ],
  ])(
    'crédito %i / %i meses, %s %% / %s %% / %s %% sobre %i',
    (
      valorCreditoAtual,
      prazoGrupoMeses,
      taxa,
      reserva,
      seguro,
      saldo,
      fundoComum,
      vTaxa,
      vReserva,
      vSeguro,
    ) => {
      const c = comporParcela({
        ...base,
        valorCreditoAtual,
        prazoGrupoMeses,
        percentualTaxaAdministracao: taxa,
        percentualFundoReserva: reserva,
        percentualSeguroVida: seguro,
        valorSaldoDevedor: saldo,
        valorDiferencaParcela: 0,
      });
      expect([c.valorFundoComum, c.valorTaxaAdministracao, c.valorFundoReserva, c.valorSeguroVida]).toEqual([
        fundoComum,
        vTaxa,
        vReserva,
        vSeguro,
      ]);
      // The parts always add up to what is charged.
      expect(c.valorParcela).toBe(fundoComum + vTaxa + vReserva);
      expect(c.valor).toBe(c.valorParcela + vSeguro);
    },
  );

  it.each([
    [{ prazoGrupoMeses: 0 }],
    [{ valorCreditoAtual: -1 }],
    [{ valorCreditoAtual: 10.5 }],
    [{ valorDiferencaParcela: 0.1 }],
    [{ percentualTaxaAdministracao: -1 }],
    [{ percentualSeguroVida: Number.NaN }],
  ])('refuses %j', (erro) => {
    expect(() => comporParcela({ ...base, ...erro })).toThrow(RangeError);
  });
});

describe('encargosDeAtraso: 2 % fine + 1 % a month pro rata die, calendar days', () => {
  it.each([
    // valor, vencimento, pagamento → dias, multa, juros, total
    [100_000, '2026-03-10', '2026-03-09', 0, 0, 0, 100_000],
    [100_000, '2026-03-10', '2026-03-10', 0, 0, 0, 100_000],
    [100_000, '2026-03-10', '2026-03-11', 1, 2_000, 33, 102_033], // 1.000,00 ÷ 30 = 0,3333 → 33
    [100_000, '2026-03-10', '2026-03-25', 15, 2_000, 500, 102_500],
    [100_000, '2026-03-10', '2026-04-09', 30, 2_000, 1_000, 103_000],
    [12_345, '2026-03-10', '2026-03-17', 7, 247, 29, 12_621], // 246,9 → 247; 28,805 → 29
    [150, '2026-03-10', '2026-03-20', 10, 3, 1, 154], // 0,5 → 1: half-up
    [25, '2026-03-10', '2026-03-16', 6, 1, 0, 26], // multa 0,5 → 1; juros 0,05 → 0
    [100_000, '2028-02-28', '2028-03-01', 2, 2_000, 67, 102_067], // leap year: 29/02 counts
    [100_000, '2025-12-31', '2026-12-31', 365, 2_000, 12_167, 114_167],
  ])(
    '%i due %s paid %s → %i days',
    (valor, vencimento, dataPagamento, diasAtraso, valorMulta, valorJuros, valorTotal) => {
      expect(encargosDeAtraso({ valor, vencimento, dataPagamento })).toEqual({
        diasAtraso,
        valorMulta,
        valorJuros,
        valorTotal,
      });
    },
  );

  it('a due date on Sunday is paid on Monday without charges; later, days count from Sunday', () => {
    const p = { valor: 100_000, vencimento: '2026-03-08', pagavelSemEncargosAte: '2026-03-09' };
    expect(encargosDeAtraso({ ...p, dataPagamento: '2026-03-09' }).valorTotal).toBe(100_000);
    expect(encargosDeAtraso({ ...p, dataPagamento: '2026-03-10' })).toMatchObject({
      diasAtraso: 2,
      valorJuros: 67,
    });
  });

  it.each([
    [{ valor: -1, vencimento: '2026-03-10', dataPagamento: '2026-03-11' }],
    [{ valor: 1.5, vencimento: '2026-03-10', dataPagamento: '2026-03-11' }],
    [{ valor: 100, vencimento: '2026-02-30', dataPagamento: '2026-03-11' }],
  ])('refuses %j', (p) => {
    expect(() => encargosDeAtraso(p)).toThrow(RangeError);
  });
});

describe('valorDeQuitacao', () => {
  it('balance not yet due + overdue instalments with charges as of today, due today', () => {
    expect(
      valorDeQuitacao({
        valorSaldoAVencer: 5_000_000,
        parcelasVencidas: [
          { valor: 100_000, vencimento: '2026-03-10' }, // 46 days: 2.000 + 1.533
          { valor: 100_000, vencimento: '2026-04-10' }, // 15 days: 2.000 + 500
        ],
        hoje: '2026-04-25',
      }),
    ).toEqual({
      dataVencimento: '2026-04-25',
      valorSaldoAVencer: 5_000_000,
      valorParcelasVencidas: 200_000,
      valorEncargos: 6_033,
      valorTotal: 5_206_033,
    });
  });

  it('without overdue instalments it is the balance', () => {
    expect(
      valorDeQuitacao({ valorSaldoAVencer: 1_234_567, parcelasVencidas: [], hoje: '2026-04-25' }),
    ).toMatchObject({
      valorEncargos: 0,
      valorTotal: 1_234_567,
    });
  });
});

describe('agruparParcelas', () => {
  const HOJE = '2026-07-15';
  const p = (
    idCota: number,
    idMovimentoFinanceiro: number,
    vencimento: string,
    valor = 100_000,
  ): ParcelaSelecionada => ({
    idCota,
    idMovimentoFinanceiro,
    vencimento,
    valor,
  });

  it.each([
    ['2026-07-14', true],
    ['2026-07-15', false],
    ['2026-07-16', false],
  ])('parcelaVencida(%s) → %s', (vencimento, vencida) => {
    expect(parcelaVencida(vencimento, HOJE)).toBe(vencida);
  });

  it.each([
    ['nothing selected', [], true, MENSAGENS_AGRUPAMENTO.vazio],
    [
      'the same instalment twice',
      [p(1, 10, '2026-07-20'), p(1, 10, '2026-07-20')],
      true,
      MENSAGENS_AGRUPAMENTO.repetida,
    ],
    [
      'overdue with on time',
      [p(1, 10, '2026-07-14'), p(1, 11, '2026-07-15')],
      true,
      MENSAGENS_AGRUPAMENTO.misturada,
    ],
    [
      'overdue with on time, two quotas',
      [p(1, 10, '2026-06-10'), p(2, 20, '2026-08-10')],
      true,
      MENSAGENS_AGRUPAMENTO.misturada,
    ],
    [
      'two quotas without unification',
      [p(1, 10, '2026-07-20'), p(2, 20, '2026-07-20')],
      false,
      MENSAGENS_AGRUPAMENTO.outrasCotas,
    ],
  ])('refuses %s', (_caso, parcelas, unificarOutrasCotas, motivo) => {
    expect(agruparParcelas(parcelas, { hoje: HOJE, unificarOutrasCotas })).toEqual({
      permitido: false,
      motivo,
    });
  });

  it('unifies on-time instalments of several quotas, due on the earliest date', () => {
    expect(
      agruparParcelas([p(2, 20, '2026-08-10', 50_000), p(1, 10, '2026-07-20'), p(1, 11, '2026-07-15', 1)], {
        hoje: HOJE,
        unificarOutrasCotas: true,
      }),
    ).toEqual({
      permitido: true,
      situacao: 'em-dia',
      dataVencimento: '2026-07-15',
      valorParcelas: 150_001,
      valorEncargos: 0,
      valorTotal: 150_001,
      idsCota: [1, 2],
    });
  });

  it('groups overdue instalments due today with their charges', () => {
    expect(
      agruparParcelas([p(1, 10, '2026-06-15'), p(1, 11, '2026-07-14')], {
        hoje: HOJE,
        unificarOutrasCotas: false,
      }),
    ).toEqual({
      permitido: true,
      situacao: 'vencidas',
      dataVencimento: HOJE,
      valorParcelas: 200_000,
      valorEncargos: 2_000 + 1_000 + 2_000 + 33, // 30 days and 1 day late
      valorTotal: 205_033,
      idsCota: [1],
    });
  });
});

describe('delivery preference', () => {
  const ALTERADA = '2026-07-10T15:30:00.000Z'; // 12:30 in São Paulo

  it.each([
    [null, '2026-07-10T16:00:00Z', null],
    [ALTERADA, '2026-07-10T15:30:00Z', '2026-07-11T15:30:00.000Z'],
    [ALTERADA, '2026-07-11T15:29:59Z', '2026-07-11T15:30:00.000Z'],
    [ALTERADA, '2026-07-11T15:30:00Z', null],
    [ALTERADA, '2026-08-01T00:00:00Z', null],
  ])('changed at %s, now %s → locked until %s', (alteradaEm, agora, liberaEm) => {
    expect(liberacaoDaFormaDeEnvio(alteradaEm, new Date(agora))?.toISOString() ?? null).toBe(liberaEm);
  });

  it.each([
    ['2026-07-20', '2026-07-21'],
    ['2026-07-31', '2026-08-01'],
    ['2026-12-31', '2027-01-01'],
  ])('assembly on %s → first sending on %s', (assembleia, inicio) => {
    expect(inicioDaFormaDeEnvio(assembleia)).toBe(inicio);
  });

  it('refuses a change within 24 h, saying when it unlocks in São Paulo time', () => {
    expect(
      alterarFormaDeEnvio({
        atual: 'email',
        nova: 'correio',
        alteradaEm: ALTERADA,
        agora: new Date('2026-07-11T10:00:00Z'),
        dataProximaAssembleia: '2026-07-20',
      }),
    ).toEqual({
      permitida: false,
      motivo:
        'A forma de envio foi alterada há menos de 24 horas. Uma nova alteração será possível a partir de 11/07/2026 às 12:30.',
      liberaEm: new Date('2026-07-11T15:30:00.000Z'),
    });
  });

  it('refuses choosing the current one', () => {
    expect(
      alterarFormaDeEnvio({
        atual: 'ambos',
        nova: 'ambos',
        alteradaEm: null,
        agora: new Date('2026-07-11T10:00:00Z'),
        dataProximaAssembleia: null,
      }),
    ).toEqual({ permitida: false, motivo: 'A forma de envio já é E-mail e correio.', liberaEm: null });
  });

  it.each([
    [
      '2026-07-20',
      '2026-07-21',
      'Forma de envio alterada para Correio. Ela vale a partir do envio de 21/07/2026, um dia após a próxima assembleia. Uma nova alteração só será possível após 24 horas.',
    ],
    [
      null,
      null,
      'Forma de envio alterada para Correio. Ela vale a partir do envio seguinte à próxima assembleia. Uma nova alteração só será possível após 24 horas.',
    ],
  ])(
    'accepts after the lock; next assembly %s → effective %s',
    (dataProximaAssembleia, vigenteAPartirDe, mensagem) => {
      expect(
        alterarFormaDeEnvio({
          atual: 'email',
          nova: 'correio',
          alteradaEm: ALTERADA,
          agora: new Date('2026-07-12T10:00:00Z'),
          dataProximaAssembleia,
        }),
      ).toEqual({
        permitida: true,
        vigenteAPartirDe,
        bloqueadaAte: new Date('2026-07-13T10:00:00Z'),
        mensagem,
      });
    },
  );
});
