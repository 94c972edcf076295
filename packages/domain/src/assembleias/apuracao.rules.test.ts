import { describe, it, expect } from 'vitest';
import {
  resultadoApuracaoSchema,
  type EntradaApuracao,
  type ResultadoApuracao,
} from './assembleias.schemas.ts';
import {
  algarismosDoGrupo,
  apurarAssembleia,
  cotaMaisProxima,
  numeroDoPremio,
  verificarResultado,
} from './apuracao.rules.ts';

const CREDITO = 10_000_000;
const TODAS = Array.from({ length: 500 }, (_, i) => i + 1);

/**
 * Group of 500; quotas 12, 231 and 500 cannot be contemplated. 1st prize 58731 → 731 → 231 (→ nearest 230);
 * 2nd prize 10000 → 000 = 1000 → 500 (→ 499). Reference for bid ties: 231.
 */
const BASE: EntradaApuracao = {
  tamanhoGrupo: 500,
  cotasElegiveis: TODAS.filter((c) => ![12, 231, 500].includes(c)),
  contemplacoesPorSorteio: 2,
  contemplacoesPorLance: 2,
  fundosDisponiveis: 100 * CREDITO,
  valorCredito: CREDITO,
  loteria: { concurso: 5_987, premios: ['58731', '10000', '00250', '77777', '31415'] },
  lances: [
    { cota: 225, modalidade: 'PE', percentual: 40, valor: 4_000_000 },
    { cota: 237, modalidade: 'LL', percentual: 40, valor: 4_000_000 },
    { cota: 230, modalidade: 'PE', percentual: 55, valor: 5_500_000 },
    { cota: 12, modalidade: 'LF', percentual: 60, valor: 6_000_000 },
    { cota: 100, modalidade: 'VL', percentual: 30.0001, valor: 3_000_010 },
    { cota: 300, modalidade: 'PE', percentual: 30, valor: 3_000_000 },
  ],
};

describe('draw number (rule 2)', () => {
  it.each([
    [1, 1],
    [10, 1],
    [11, 2],
    [100, 2],
    [101, 3],
    [500, 3],
    [1000, 3],
    [1001, 4],
    [5000, 4],
    [100_000, 5],
  ])('group of %i uses %i digit(s)', (tamanho, k) => {
    expect(algarismosDoGrupo(tamanho)).toBe(k);
  });

  it.each([
    ['58731', 500, '731', 731, 231, 1],
    ['12000', 1000, '000', 1000, 1000, 0], // 000 means 1000
    ['12000', 500, '000', 1000, 500, 1],
    ['99999', 300, '999', 999, 99, 3],
    ['45678', 50, '78', 78, 28, 1],
    ['45600', 50, '00', 100, 50, 1],
    ['12340', 10, '0', 10, 10, 0],
    ['00000', 100_000, '00000', 100_000, 100_000, 0],
    ['00007', 1, '7', 7, 1, 6],
    ['00250', 500, '250', 250, 250, 0],
  ])(
    'prize %s, group %i → %s = %i → %i (%i subtraction(s))',
    (premio, tamanho, algarismos, sorteado, equivalente, subtracoes) => {
      expect(numeroDoPremio(premio, tamanho)).toEqual({
        algarismos,
        numeroSorteado: sorteado,
        numeroEquivalente: equivalente,
        subtracoes,
      });
      expect(equivalente).toBe(sorteado % tamanho === 0 ? tamanho : sorteado % tamanho);
    },
  );
});

describe('nearest eligible quota (rule 3)', () => {
  it.each([
    [231, [231, 232], 231],
    [231, [229, 233], 229], // equal distance: the lower
    [231, [228, 233], 233],
    [1, [5, 9], 5],
    [500, [3, 498], 498],
    [231, [], null],
  ])('target %i among %j → %s', (alvo, cotas, esperado) => {
    expect(cotaMaisProxima(alvo, new Set(cotas), 500)).toBe(esperado);
  });
});

describe('apurarAssembleia', () => {
  it('draws first, then bids by percentage, ties by distance to the reference number', () => {
    const r = apurarAssembleia(BASE);
    expect(r).toEqual({
      algarismosUsados: 3,
      numeroReferencia: 231,
      sorteios: [
        {
          premio: 1,
          numeroPremio: '58731',
          algarismos: '731',
          numeroSorteado: 731,
          numeroEquivalente: 231,
          cotaContemplada: 230,
          explicacao: [
            '1º prêmio da Loteria Federal: 58731. O grupo tem 500 cotas, então valem os últimos 3 algarismos: 731.',
            '731 é maior que 500: subtraindo 500 (1 vez), chega-se a 231.',
            'A cota 0231 não podia ser contemplada; a cota apta mais próxima é a 0230, que foi contemplada.',
          ],
        },
        {
          premio: 2,
          numeroPremio: '10000',
          algarismos: '000',
          numeroSorteado: 1000,
          numeroEquivalente: 500,
          cotaContemplada: 499,
          explicacao: [
            '2º prêmio da Loteria Federal: 10000. O grupo tem 500 cotas, então valem os últimos 3 algarismos: 000.',
            '000 corresponde a 1000.',
            '1000 é maior que 500: subtraindo 500 (1 vez), chega-se a 500.',
            'A cota 0500 não podia ser contemplada; a cota apta mais próxima é a 0499, que foi contemplada.',
          ],
        },
      ],
      contempladas: [
        {
          ordem: 1,
          cota: 230,
          forma: 'sorteio',
          modalidade: 'SO',
          percentualLance: null,
          valorLance: null,
          posicaoLance: null,
        },
        {
          ordem: 2,
          cota: 499,
          forma: 'sorteio',
          modalidade: 'SO',
          percentualLance: null,
          valorLance: null,
          posicaoLance: null,
        },
        {
          ordem: 3,
          cota: 225,
          forma: 'lance',
          modalidade: 'PE',
          percentualLance: 40,
          valorLance: 4_000_000,
          posicaoLance: 3,
        },
        {
          ordem: 4,
          cota: 237,
          forma: 'lance',
          modalidade: 'LL',
          percentualLance: 40,
          valorLance: 4_000_000,
          posicaoLance: 4,
        },
      ],
      faixaLances: { menorPercentual: 40, maiorPercentual: 40 },
      lancesEncerrados: [
        {
          posicaoLance: 1,
          cota: 12,
          modalidade: 'LF',
          percentual: 60,
          valor: 6_000_000,
          motivo: 'cota-inelegivel',
        },
        {
          posicaoLance: 2,
          cota: 230,
          modalidade: 'PE',
          percentual: 55,
          valor: 5_500_000,
          motivo: 'contemplada-por-sorteio',
        },
        {
          posicaoLance: 5,
          cota: 100,
          modalidade: 'VL',
          percentual: 30.0001,
          valor: 3_000_010,
          motivo: 'nao-classificado',
        },
        {
          posicaoLance: 6,
          cota: 300,
          modalidade: 'PE',
          percentual: 30,
          valor: 3_000_000,
          motivo: 'nao-classificado',
        },
      ],
      fundosUtilizados: 4 * CREDITO,
      fundosRestantes: 96 * CREDITO,
      limitadoPorFundos: false,
    });
    expect(resultadoApuracaoSchema.parse(r)).toEqual(r);
  });

  const bidWinners = (r: ResultadoApuracao) =>
    r.contempladas.filter((c) => c.forma === 'lance').map((c) => c.cota);
  const draws = (r: ResultadoApuracao) => r.sorteios.map((s) => s.cotaContemplada);

  it.each([
    [
      'the nearer of two equal bids wins',
      [
        { cota: 233, percentual: 40 },
        { cota: 225, percentual: 40 },
      ],
      [233, 225],
    ],
    [
      '4 decimals count',
      [
        { cota: 100, percentual: 40.0001 },
        { cota: 232, percentual: 40 },
      ],
      [100, 232],
    ],
    [
      'equal distance: the lower quota',
      [
        { cota: 229, percentual: 40 },
        { cota: 233, percentual: 40 },
      ],
      [229, 233],
    ],
  ])('ties: %s', (_nome, lances, esperado) => {
    const r = apurarAssembleia({
      ...BASE,
      contemplacoesPorSorteio: 0,
      lances: lances.map((l) => ({ ...l, modalidade: 'PE' as const, valor: 1 })),
    });
    expect(bidWinners(r)).toEqual(esperado);
  });

  it('the 2nd draw of the same number takes the nearest still available', () => {
    const r = apurarAssembleia({
      ...BASE,
      cotasElegiveis: TODAS,
      loteria: { concurso: 1, premios: ['00231', '10231', '00001', '00002', '00003'] },
    });
    expect(draws(r)).toEqual([231, 230]);
    expect(r.sorteios[0]?.explicacao.at(-1)).toBe('A cota 0231 estava apta e foi contemplada.');
  });

  it.each([
    ['funds for 3 credits: one bid left out', 3 * CREDITO, [230, 499], [225], 0, true],
    ['funds for 1 credit and a half: one draw only', 1.5 * CREDITO, [230], [], CREDITO / 2, true],
    ['no funds: nothing', 0, [], [], 0, true],
    ['funds for exactly 4: counts, not funds, stop', 4 * CREDITO, [230, 499], [225, 237], 0, false],
  ])('%s', (_nome, fundos, sorteadas, porLance, restante, limitado) => {
    const r = apurarAssembleia({ ...BASE, fundosDisponiveis: fundos });
    expect(draws(r)).toEqual(sorteadas);
    expect(bidWinners(r)).toEqual(porLance);
    expect(r.fundosRestantes).toBe(restante);
    expect(r.fundosUtilizados).toBe(fundos - restante);
    expect(r.limitadoPorFundos).toBe(limitado);
  });

  it('counts: no draw still sets the reference; no bid contemplation closes every bid', () => {
    const semSorteio = apurarAssembleia({ ...BASE, contemplacoesPorSorteio: 0 });
    expect(semSorteio.sorteios).toEqual([]);
    expect(semSorteio.numeroReferencia).toBe(231);
    expect(bidWinners(semSorteio)).toEqual([230, 225]);
    const semLance = apurarAssembleia({ ...BASE, contemplacoesPorLance: 0 });
    expect(bidWinners(semLance)).toEqual([]);
    expect(semLance.faixaLances).toBeNull();
    expect(semLance.lancesEncerrados.map((l) => l.motivo)).toEqual([
      'cota-inelegivel',
      'contemplada-por-sorteio',
      'nao-classificado',
      'nao-classificado',
      'nao-classificado',
      'nao-classificado',
    ]);
    const cinco = apurarAssembleia({ ...BASE, contemplacoesPorSorteio: 5, contemplacoesPorLance: 0 });
    expect(draws(cinco)).toEqual([230, 499, 250, 277, 415]);
  });

  it('no eligible quota: draws contemplate nobody, every bid is closed', () => {
    const r = apurarAssembleia({ ...BASE, cotasElegiveis: [] });
    expect(draws(r)).toEqual([null, null]);
    expect(r.sorteios[1]?.explicacao.at(-1)).toBe(
      'Não havia cota apta restante: este sorteio não contemplou nenhuma cota.',
    );
    expect(r.contempladas).toEqual([]);
    expect(r.lancesEncerrados.every((l) => l.motivo === 'cota-inelegivel')).toBe(true);
    expect([r.fundosUtilizados, r.limitadoPorFundos]).toEqual([0, false]);
  });

  it('no bids', () => {
    const r = apurarAssembleia({ ...BASE, lances: [] });
    expect(draws(r)).toEqual([230, 499]);
    expect([r.faixaLances, r.lancesEncerrados]).toEqual([null, []]);
  });

  it('winning range spans the contemplated bids', () => {
    const r = apurarAssembleia({
      ...BASE,
      contemplacoesPorSorteio: 0,
      contemplacoesPorLance: 3,
      cotasElegiveis: TODAS,
    });
    expect(bidWinners(r)).toEqual([12, 230, 225]);
    expect(r.faixaLances).toEqual({ menorPercentual: 40, maiorPercentual: 60 });
  });

  it('does not depend on the order of the inputs', () => {
    const embaralhada = {
      ...BASE,
      cotasElegiveis: [...BASE.cotasElegiveis].reverse(),
      lances: [...BASE.lances].reverse(),
    };
    expect(apurarAssembleia(embaralhada)).toEqual(apurarAssembleia(BASE));
  });

  it('a large group with one eligible quota far away', () => {
    const r = apurarAssembleia({
      ...BASE,
      tamanhoGrupo: 100_000,
      cotasElegiveis: [1],
      lances: [],
      contemplacoesPorSorteio: 1,
    });
    expect(draws(r)).toEqual([1]);
  });

  it.each([
    [
      { lances: [...BASE.lances, { cota: 225, modalidade: 'PE' as const, percentual: 41, valor: 1 }] },
      'Há mais de um lance para a mesma cota.',
    ],
    [{ cotasElegiveis: [1, 501] }, 'Há cota fora do grupo (1 a 500).'],
    [{ cotasElegiveis: [1, 1] }, 'Há cota elegível repetida.'],
    [{ loteria: { concurso: 1, premios: ['58731'] } }, 'Informe os 5 prêmios da Loteria Federal.'],
    [
      { loteria: { concurso: 1, premios: ['5873', '1', '2', '3', '4'] } },
      'Cada prêmio da Loteria Federal tem 5 algarismos.',
    ],
    [{ contemplacoesPorSorteio: 6 }, ''],
    [{ valorCredito: 0 }, 'Informe o valor do crédito.'],
  ])('refuses an invalid input %j', (alteracao, mensagem) => {
    expect(() => apurarAssembleia({ ...BASE, ...alteracao })).toThrow(RangeError);
    if (mensagem) expect(() => apurarAssembleia({ ...BASE, ...alteracao })).toThrow(mensagem);
  });
});

/** The same JSON with every object's keys in reverse order, as another serializer might write it. */
function inverterChaves(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(inverterChaves);
  if (valor !== null && typeof valor === 'object') {
    return Object.fromEntries(
      Object.entries(valor)
        .reverse()
        .map(([k, v]) => [k, inverterChaves(v)]),
    );
  }
  return valor;
}

describe('verificarResultado', () => {
  const publicado = apurarAssembleia(BASE);

  it('the published result recomputes, whatever the key order', () => {
    const viaJson = inverterChaves(JSON.parse(JSON.stringify(publicado))) as ResultadoApuracao;
    expect(verificarResultado(BASE, viaJson)).toEqual({
      confere: true,
      diferencas: [],
      recalculado: publicado,
    });
  });

  it('a tampered result is caught, field by field', () => {
    const trocado = structuredClone(publicado);
    trocado.contempladas[2]!.cota = 237;
    trocado.contempladas[3]!.cota = 225;
    expect(verificarResultado(BASE, trocado)).toMatchObject({ confere: false, diferencas: ['contempladas'] });
    expect(
      verificarResultado(BASE, { ...publicado, faixaLances: null, fundosRestantes: 0 }).diferencas,
    ).toEqual(['faixaLances', 'fundosRestantes']);
  });

  it('a changed input no longer matches', () => {
    const outra = {
      ...BASE,
      loteria: { ...BASE.loteria, premios: ['58732', ...BASE.loteria.premios.slice(1)] },
    };
    expect(verificarResultado(outra, publicado).confere).toBe(false);
  });

  it('an invalid input cannot be recomputed', () => {
    expect(verificarResultado({ ...BASE, cotasElegiveis: [0] }, publicado)).toMatchObject({
      confere: false,
      recalculado: null,
    });
  });
});
