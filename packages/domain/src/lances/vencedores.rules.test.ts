import { describe, it, expect } from 'vitest';
import { historicoLancesVencedoresSchema } from './lances.schemas.ts';
import { historicoLancesVencedores, type LancesVencedoresDaAssembleia } from './vencedores.rules.ts';

const HISTORICO: LancesVencedoresDaAssembleia[] = [
  { numeroTotalAssembleia: 27, dataSorteio: '2026-03-20', percentuaisVencedores: [60, 55] },
  { numeroTotalAssembleia: 28, dataSorteio: '2026-04-20', percentuaisVencedores: [35.5, 40.1234] },
  { numeroTotalAssembleia: 30, dataSorteio: '2026-06-20', percentuaisVencedores: [] },
  { numeroTotalAssembleia: 29, dataSorteio: '2026-05-20', percentuaisVencedores: [30, 45, 38.25] },
];

describe('historicoLancesVencedores', () => {
  it('last N assemblies, most recent first, with where a bid would have stood', () => {
    const h = historicoLancesVencedores(HISTORICO, { quantidade: 3, percentual: 35.5 });
    expect(h).toEqual({
      assembleias: [
        {
          numeroTotalAssembleia: 30,
          dataSorteio: '2026-06-20',
          quantidadeVencedores: 0,
          menorPercentual: null,
          maiorPercentual: null,
          posicao: 'sem-lances',
        },
        {
          numeroTotalAssembleia: 29,
          dataSorteio: '2026-05-20',
          quantidadeVencedores: 3,
          menorPercentual: 30,
          maiorPercentual: 45,
          posicao: 'venceria',
        },
        {
          numeroTotalAssembleia: 28,
          dataSorteio: '2026-04-20',
          quantidadeVencedores: 2,
          menorPercentual: 35.5,
          maiorPercentual: 40.1234,
          posicao: 'empataria',
        },
      ],
      menorPercentual: 30,
      maiorPercentual: 45,
      medianaPercentual: 38.25, // 30, 35.5, 38.25, 40.1234, 45
      vitorias: 1,
    });
    expect(historicoLancesVencedoresSchema.parse(h)).toEqual(h);
  });

  it.each([
    [29.9999, ['nao-venceria', 'nao-venceria', 'nao-venceria'], 0],
    [55, ['venceria', 'venceria', 'empataria'], 2],
    [60.0001, ['venceria', 'venceria', 'venceria'], 3],
  ])('bid %s', (percentual, posicoes, vitorias) => {
    const h = historicoLancesVencedores(
      HISTORICO.filter((a) => a.percentuaisVencedores.length),
      { percentual },
    );
    expect(h.assembleias.map((a) => a.posicao)).toEqual(posicoes);
    expect(h.vitorias).toBe(vitorias);
  });

  it('even count: median of the two middle ones, half-up at 4 decimals', () => {
    const h = historicoLancesVencedores([
      {
        numeroTotalAssembleia: 1,
        dataSorteio: '2026-01-20',
        percentuaisVencedores: [10.0001, 10.0002, 50, 1],
      },
    ]);
    expect(h.medianaPercentual).toBe(10.0002); // (10.0001 + 10.0002) / 2 = 10.00015 → 10.0002
    expect(h.vitorias).toBeNull();
    expect(h.assembleias[0]?.posicao).toBeNull();
  });

  it('no history', () => {
    expect(historicoLancesVencedores([], { percentual: 20 })).toEqual({
      assembleias: [],
      menorPercentual: null,
      maiorPercentual: null,
      medianaPercentual: null,
      vitorias: 0,
    });
  });

  it('defaults to the last 6 assemblies', () => {
    const muitas = Array.from({ length: 10 }, (_, i) => ({
      numeroTotalAssembleia: i + 1,
      dataSorteio: `2026-01-${String(i + 10)}`,
      percentuaisVencedores: [i + 1],
    }));
    const h = historicoLancesVencedores(muitas);
    expect(h.assembleias.map((a) => a.numeroTotalAssembleia)).toEqual([10, 9, 8, 7, 6, 5]);
    expect([h.menorPercentual, h.maiorPercentual, h.medianaPercentual]).toEqual([5, 10, 7.5]);
  });
});
