import { describe, it, expect } from 'vitest';
import {
  ANOS_CARENCIA_IMOVEL_COM_FGTS,
  ANOS_MINIMOS_ENTRE_AMORTIZACOES_FGTS,
  ANOS_MINIMOS_TRABALHO_FGTS,
  MOTIVOS_FGTS,
  PERGUNTAS_SIMULACAO_FGTS,
  simularUsoFgts,
  tetoImovelFgts,
  type RespostasSimulacaoFgts,
} from './fgts.rules.ts';

describe('FGTS constants (spec §9)', () => {
  it('years', () => {
    expect([
      ANOS_MINIMOS_TRABALHO_FGTS,
      ANOS_MINIMOS_ENTRE_AMORTIZACOES_FGTS,
      ANOS_CARENCIA_IMOVEL_COM_FGTS,
    ]).toEqual([3, 2, 3]);
  });

  it.each([
    ['SP', 95_000_000],
    ['rj', 95_000_000],
    [' MG ', 95_000_000],
    ['DF', 95_000_000],
    ['BA', 80_000_000],
    ['PR', 80_000_000],
  ])('property cap in %s: %i centavos', (uf, teto) => {
    expect(tetoImovelFgts(uf)).toBe(teto);
  });

  it('asks the four questions of spec §5', () => {
    expect(PERGUNTAS_SIMULACAO_FGTS.map((p) => p.chave)).toEqual([
      'tresAnosDeFgts',
      'financiamentoSfhAtivo',
      'outroImovelNaRegiao',
      'finalidade',
    ]);
  });
});

describe('simularUsoFgts', () => {
  const apto: RespostasSimulacaoFgts = {
    tresAnosDeFgts: true,
    financiamentoSfhAtivo: false,
    outroImovelNaRegiao: false,
    finalidade: 'comprar-imovel',
  };

  it.each([
    [apto, []],
    [{ ...apto, finalidade: 'comprar-terreno' }, []],
    [{ ...apto, finalidade: 'reformar' }, []],
    [{ ...apto, finalidade: 'construir' }, []],
    [{ ...apto, tresAnosDeFgts: false }, [MOTIVOS_FGTS.tempo]],
    [{ ...apto, financiamentoSfhAtivo: true }, [MOTIVOS_FGTS.sfh]],
    [{ ...apto, outroImovelNaRegiao: true }, [MOTIVOS_FGTS.imovel]],
    [{ ...apto, finalidade: 'outra' }, [MOTIVOS_FGTS.finalidade]],
    [
      { tresAnosDeFgts: false, financiamentoSfhAtivo: true, outroImovelNaRegiao: true, finalidade: 'outra' },
      [MOTIVOS_FGTS.tempo, MOTIVOS_FGTS.sfh, MOTIVOS_FGTS.imovel, MOTIVOS_FGTS.finalidade],
    ],
  ] as const)('%j → %j', (respostas, motivos) => {
    expect(simularUsoFgts(respostas)).toEqual({ permitido: motivos.length === 0, motivos });
  });
});
