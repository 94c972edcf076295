import { describe, it, expect } from 'vitest';
import { MENSAGENS_LANCE as M } from './lances.mensagens.ts';
import { payloadLanceSchema, confirmacaoLanceBodySchema, type TipoLance } from './lances.schemas.ts';
import {
  percentualDoValor,
  tetoDoPercentual,
  unidadesDePercentual,
  valorDoPercentual,
} from '../comum/dinheiro.ts';
import { mascaraPercentual } from '../mascaras/mascaras.rules.ts';
import {
  calcularLance,
  ehLanceLivreAuto,
  fgtsDoPercentualDoLance,
  fgtsEmPercentualDoLance,
  fgtsHabilitado,
  limitesDoLance,
  montarConfirmacaoLance,
  montarPayloadLance,
  reduzParcela,
  trocaChavesHabilitada,
  validarEmbutido,
  validarFgts,
  validarOferta,
  validarPercentualLance,
  validarPayloadLance,
  validarValorLance,
  valorMaximoEmbutido,
  type ContextoLance,
  type OfertaLance,
} from './valores.rules.ts';

const TIPOS_LANCE: TipoLance[] = [
  { modalidade: 'LL', descricao: 'Lance livre', situacaoOferta: 'P', percentualFixo: null },
  { modalidade: 'LF', descricao: 'Lance fixo', situacaoOferta: 'P', percentualFixo: 25 },
  { modalidade: 'LS', descricao: 'Lance fixo 2', situacaoOferta: 'P', percentualFixo: 50 },
  { modalidade: 'PE', descricao: 'Percentual', situacaoOferta: 'P', percentualFixo: null },
  { modalidade: 'VL', descricao: 'Valor livre', situacaoOferta: 'V', percentualFixo: null },
];

/** R$ 200.000,00 asset and credit, bids from 10 % to 60 %, R$ 150.000,00 owed: maximum R$ 120.000,00. */
const CTX: ContextoLance = {
  tipo: 'imovel',
  tiposLance: TIPOS_LANCE,
  opcoes: [],
  percentualMinimo: 10,
  percentualMaximo: 60,
  percentualMaximoEmbutido: 25,
  valorBem: 20_000_000,
  valorCredito: 20_000_000,
  valorSaldoDevedor: 15_000_000,
};

describe('percentages in integer math', () => {
  it.each([
    [5_000_000, 12.3456, 617_280],
    [3_000, 1.15, 35], // 34,5 → 35, where floats give 34,4999…
    [3_000, 4.35, 131], // 130,5 → 131
    [1, 50, 1], // 0,5 → 1
    [70, 0.5, 0], // 0,35 → 0
    [999_999_999_999, 100, 999_999_999_999],
    [0, 33.3333, 0],
  ])('valorDoPercentual(%i, %s) = %i', (valor, pct, esperado) => {
    expect(valorDoPercentual(valor, pct)).toBe(esperado);
  });

  it.each([
    [617_280, 5_000_000, 12.3456],
    [1, 3, 33.3333],
    [2, 3, 66.6667], // half-up at the 4th decimal
    [3_333_333, 20_000_000, 16.6667],
    [5, 0, 0],
  ])('percentualDoValor(%i, %i) = %s', (parte, todo, esperado) => {
    expect(percentualDoValor(parte, todo)).toBe(esperado);
  });

  it('caps round down', () => {
    expect(tetoDoPercentual(20_000_003, 25)).toBe(5_000_000);
    expect(tetoDoPercentual(3, 25)).toBe(0);
  });

  it.each([[-1], [12.34567], [Number.NaN], [Infinity]])('refuses percentage %s', (p) => {
    expect(() => unidadesDePercentual(p)).toThrow(RangeError);
  });
  it('refuses fractional centavos', () => {
    expect(() => valorDoPercentual(10.5, 10)).toThrow(RangeError);
  });
});

describe('calcularLance', () => {
  it.each([
    ['LL', 12.5, null, { situacaoOferta: 'P', percentualLance: 12.5, valorLance: 2_500_000 }],
    ['LF', 99, null, { situacaoOferta: 'P', percentualLance: 25, valorLance: 5_000_000 }], // fixed: typed % ignored
    ['LF', null, null, { situacaoOferta: 'P', percentualLance: 25, valorLance: 5_000_000 }],
    ['LS', null, null, { situacaoOferta: 'P', percentualLance: 50, valorLance: 10_000_000 }],
    ['PE', 33.3333, null, { situacaoOferta: 'P', percentualLance: 33.3333, valorLance: 6_666_660 }],
    ['VL', null, 3_333_333, { situacaoOferta: 'V', percentualLance: 16.6667, valorLance: 3_333_333 }],
    ['LL', null, 2_000_000, null], // percentage rule without percentage
    ['VL', 20, null, null], // value rule without value
  ] as const)('%s %s %s', (modalidade, percentual, valor, esperado) => {
    expect(calcularLance(CTX, { modalidade, percentual, valor })).toEqual(esperado);
  });

  it('null when the group does not offer the modality', () => {
    const ctx = { ...CTX, tiposLance: TIPOS_LANCE.filter((t) => t.modalidade !== 'VL') };
    expect(calcularLance(ctx, { modalidade: 'VL', percentual: null, valor: 100 })).toBeNull();
  });
});

describe('minimum and maximum', () => {
  it('limits: % of the asset, maximum capped by the balance owed', () => {
    expect(limitesDoLance(CTX)).toEqual({ minimo: 2_000_000, maximo: 12_000_000 });
    expect(limitesDoLance({ ...CTX, valorSaldoDevedor: 10_000_000 })).toEqual({
      minimo: 2_000_000,
      maximo: 10_000_000,
    });
  });

  it.each([
    [null, M.valorObrigatorio],
    [0, M.valorObrigatorio],
    [1_999_999, 'Este valor é menor que o lance mínimo'],
    [2_000_000, null],
    [12_000_000, null],
    [12_000_001, 'Este valor excede o lance máximo'],
  ])('%s → %s', (valor, esperado) => {
    expect(validarValorLance(CTX, valor)).toBe(esperado);
  });
});

describe('built-in bid', () => {
  it('up to 25 % of the credit', () => {
    expect(valorMaximoEmbutido(CTX)).toBe(5_000_000);
  });

  it.each([
    [{ usa: false, valor: 99_999_999 }, 4_000_000, null],
    [{ usa: true, valor: null }, 4_000_000, 'Insira algum valor.'],
    [{ usa: true, valor: 0 }, 4_000_000, 'Insira algum valor.'],
    [{ usa: true, valor: 5_000_001 }, 8_000_000, 'Este valor excede o permitido.'],
    [{ usa: true, valor: 5_000_000 }, 4_000_000, M.embutidoAcimaDoLance],
    [{ usa: true, valor: 4_000_000 }, 4_000_000, null],
    [{ usa: true, valor: 4_000_000 }, null, null], // no bid yet: only the cap applies
  ])('%j with bid %s → %s', (escolha, lance, esperado) => {
    expect(validarEmbutido(CTX, escolha, lance)).toBe(esperado);
  });
});

describe('FGTS', () => {
  it.each([
    ['imovel', { usa: false, valor: null }, 4_000_000, 0, null],
    ['auto', { usa: true, valor: 1_000 }, 4_000_000, 0, M.fgtsIndisponivel],
    ['servico', { usa: true, valor: 1_000 }, 4_000_000, 0, M.fgtsIndisponivel],
    ['imovel', { usa: true, valor: null }, 4_000_000, 0, M.fgtsVazio],
    ['imovel', { usa: true, valor: 5_000_000 }, 4_000_000, 0, M.fgtsAcimaDoLance],
    ['imovel', { usa: true, valor: 2_000_000 }, 4_000_000, 3_000_000, M.embutidoMaisFgtsAcimaDoLance],
    ['imovel', { usa: true, valor: 2_000_000 }, 4_000_000, 2_000_000, null],
  ] as const)('%s %j bid %i built-in %i → %s', (tipo, escolha, lance, embutido, esperado) => {
    expect(validarFgts({ ...CTX, tipo }, escolha, lance, embutido)).toBe(esperado);
  });

  it('as a percentage of the bid, both ways', () => {
    expect(fgtsEmPercentualDoLance(1_000_000, 4_000_000)).toBe(25);
    expect(fgtsEmPercentualDoLance(1, 3)).toBe(33.3333);
    expect(fgtsDoPercentualDoLance(25, 4_000_000)).toBe(1_000_000);
    expect(fgtsDoPercentualDoLance(33.3333, 1_000)).toBe(333);
  });
});

describe('steps per quota type, flags', () => {
  it.each([
    ['auto', [], false, false],
    ['auto', [{ codigo: '003' }], false, true],
    ['auto', [{ codigo: '001' }], false, false],
    ['imovel', [{ codigo: '003' }], true, false],
    ['servico', [{ codigo: '003' }], false, false],
    ['pesados', [{ codigo: '003' }], false, true],
    ['pesados', [], false, false],
  ] as const)('%s %j → fgts %s, keys %s', (tipo, opcoes, fgts, chaves) => {
    expect(fgtsHabilitado(tipo)).toBe(fgts);
    expect(trocaChavesHabilitada(tipo, opcoes)).toBe(chaves);
  });

  it.each([
    ['PZ', false],
    ['PC', true],
  ] as const)('reduzParcela(%s) = %s', (t, esperado) => expect(reduzParcela(t)).toBe(esperado));

  it.each([
    ['LL', 'auto', true],
    ['LL', 'pesados', false],
    ['LL', 'imovel', false],
    ['PE', 'auto', false],
    ['VL', 'auto', false],
  ] as const)('ehLanceLivreAuto(%s, %s) = %s', (m, tipo, esperado) =>
    expect(ehLanceLivreAuto(m, tipo)).toBe(esperado),
  );
});

const OFERTA_IMOVEL: OfertaLance = {
  type: { modalidade: 'PE', percentual: 20, valor: null },
  builtin: { usa: true, valor: 1_500_000 },
  fgts: { usa: true, valor: 1_000_000 },
  keys: null,
  reduction: 'PC',
};

describe('validarOferta', () => {
  it('a complete valid offer has no errors', () => {
    expect(validarOferta(CTX, OFERTA_IMOVEL)).toEqual({});
  });
  it('unanswered steps have no errors', () => {
    expect(
      validarOferta(CTX, { type: null, builtin: null, fgts: null, keys: null, reduction: null }),
    ).toEqual({});
  });
  it('each step reports its own error', () => {
    expect(
      validarOferta(
        { ...CTX, tipo: 'imovel' },
        {
          ...OFERTA_IMOVEL,
          type: { modalidade: 'PE', percentual: 5, valor: null },
          builtin: { usa: true, valor: null },
        },
      ),
    ).toEqual({ type: 'Este valor é menor que o lance mínimo', builtin: 'Insira algum valor.' });
    expect(validarOferta({ ...CTX, tipo: 'auto' }, { ...OFERTA_IMOVEL, keys: true })).toEqual({
      fgts: M.fgtsIndisponivel,
      keys: M.trocaChavesIndisponivel,
    });
  });
  it('a modality the group does not offer', () => {
    const ctx = { ...CTX, tiposLance: TIPOS_LANCE.slice(0, 1) };
    expect(validarOferta(ctx, OFERTA_IMOVEL).type).toBe(M.modalidadeIndisponivel);
  });
  it('a type without its value asks for it', () => {
    expect(
      validarOferta(CTX, { ...OFERTA_IMOVEL, type: { modalidade: 'VL', percentual: null, valor: null } })
        .type,
    ).toBe(M.valorObrigatorio);
  });
});

describe('a typed percentage (spec §4: asset value × % / 100, 2 decimals)', () => {
  // R$ 200.000,00 asset: what the customer types in the field, through the field's own mask.
  it.each([
    ['30', 30, 6_000_000],
    ['12,5', 12.5, 2_500_000],
    ['12,3456', 12.3456, 2_469_120],
    ['10,00005', 10, 2_000_000],
    ['33,3333', 33.3333, 6_666_660],
  ])('%j is %s %% and R$ %i centavos', (digitado, percentual, valorLance) => {
    const { valor } = mascaraPercentual(digitado);
    expect(valor).toBe(percentual);
    expect(calcularLance(CTX, { modalidade: 'PE', percentual: valor, valor: null })).toEqual({
      situacaoOferta: 'P',
      percentualLance: percentual,
      valorLance,
    });
    expect(
      validarOferta(CTX, { ...OFERTA_IMOVEL, type: { modalidade: 'LL', percentual: valor, valor: null } })
        .type,
    ).toBeUndefined();
  });

  it.each([
    [101, 'O percentual não pode passar de 100%.'],
    [12.34567, 'Use no máximo 4 casas decimais.'],
    [12.3456, null],
  ])('%s %% against the wire schema: %j', (percentual, mensagem) => {
    expect(validarPercentualLance(percentual)).toBe(mensagem);
    const erro = validarOferta(CTX, {
      ...OFERTA_IMOVEL,
      type: { modalidade: 'PE', percentual, valor: null },
    }).type;
    if (mensagem) expect(erro).toBe(mensagem);
  });
});

describe('montarPayloadLance', () => {
  it('property bid with built-in, FGTS and instalment reduction', () => {
    const payload = montarPayloadLance(CTX, OFERTA_IMOVEL);
    expect(payload).toEqual({
      situacaoOferta: 'P',
      valorLance: 4_000_000,
      lanceDiluido: true,
      validaRestOferta: true,
      valorFGTS: 1_000_000,
      valorLanceEmbutido: 1_500_000,
      tipoAmortizacao: 'PC',
      numeroIP: '0.0.0.0',
      situacaoModalidade: 'PE',
      trocaChaves: false,
      lanceLivreAuto: false,
      utilizaAntecipacao: false,
      quantidadeParcelaSubsequente: 0,
      lancequitacao: false,
      formaAcesso: 'SR',
    });
    expect(payloadLanceSchema.parse(payload)).toEqual(payload);
    expect(validarPayloadLance(CTX, payload)).toBeNull();
    const corpo = montarConfirmacaoLance(payload, 'sim-1');
    expect(corpo).toMatchObject({ valorOferta: 1_500_000, identificador: 'sim-1' });
    expect(confirmacaoLanceBodySchema.parse(corpo)).toEqual(corpo);
  });

  it('free bid of an auto quota with key exchange, term reduction, unused steps as zero', () => {
    const ctx: ContextoLance = {
      ...CTX,
      tipo: 'auto',
      opcoes: [{ codigo: '003', descricao: 'Troca de chaves' }],
    };
    const payload = montarPayloadLance(ctx, {
      type: { modalidade: 'LL', percentual: 15, valor: null },
      builtin: { usa: false, valor: 123 },
      fgts: null,
      keys: true,
      reduction: 'PZ',
    });
    expect(payload).toMatchObject({
      valorLance: 3_000_000,
      lanceLivreAuto: true,
      trocaChaves: true,
      lanceDiluido: false,
      valorLanceEmbutido: 0,
      valorFGTS: 0,
    });
    expect(validarPayloadLance(ctx, payload)).toBeNull();
  });

  it('a bid covering the whole balance settles the quota', () => {
    const ctx = { ...CTX, valorSaldoDevedor: 10_000_000 };
    const oferta = { ...OFERTA_IMOVEL, type: { modalidade: 'LS', percentual: null, valor: null } as const };
    expect(montarPayloadLance(ctx, oferta).lancequitacao).toBe(true);
  });

  it.each([
    [{ ...OFERTA_IMOVEL, reduction: null }, M.reducaoObrigatoria],
    [{ ...OFERTA_IMOVEL, type: null }, M.tipoObrigatorio],
    [{ ...OFERTA_IMOVEL, builtin: { usa: true, valor: 9_000_000 } }, M.embutidoAcimaDoPermitido],
  ])('throws on an incomplete or invalid offer: %s', (oferta, mensagem) => {
    expect(() => montarPayloadLance(CTX, oferta)).toThrow(mensagem);
  });
});

describe('validarPayloadLance (the API side)', () => {
  const valido = montarPayloadLance(CTX, OFERTA_IMOVEL);
  const autoCtx: ContextoLance = { ...CTX, tipo: 'auto' };
  it.each([
    [
      'modality not offered',
      CTX,
      { situacaoModalidade: 'LL' as const, situacaoOferta: 'V' as const },
      M.modalidadeIndisponivel,
    ],
    ['above maximum', CTX, { valorLance: 12_000_001 }, M.acimaDoMaximo],
    ['below minimum', CTX, { valorLance: 100 }, M.abaixoDoMinimo],
    [
      'built-in above 25 %',
      CTX,
      { valorLance: 12_000_000, valorLanceEmbutido: 5_000_001 },
      M.embutidoAcimaDoPermitido,
    ],
    ['built-in + FGTS above bid', CTX, { valorFGTS: 3_000_000 }, M.embutidoMaisFgtsAcimaDoLance],
    ['FGTS on an auto quota', autoCtx, {}, M.fgtsIndisponivel],
    ['keys without option 003', autoCtx, { valorFGTS: 0, trocaChaves: true }, M.trocaChavesIndisponivel],
    [
      'fixed bid with another amount',
      CTX,
      { situacaoModalidade: 'LF' as const, valorLance: 4_000_000 },
      M.erroSimulacao,
    ],
    ['lanceLivreAuto on a property quota', CTX, { lanceLivreAuto: true }, M.erroSimulacao],
    ['lancequitacao not matching', CTX, { lancequitacao: true }, M.erroSimulacao],
  ])('%s', (_nome, ctx, alteracao, mensagem) => {
    expect(validarPayloadLance(ctx, { ...valido, ...alteracao })).toBe(mensagem);
  });
});
