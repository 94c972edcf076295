import { describe, expect, it } from 'vitest';
import type { ConjuntoCongelado } from './assembleias.schemas.ts';
import { apurarAssembleia } from './apuracao.rules.ts';
import {
  apurar,
  canonicoDoConjunto,
  conferirPublicacao,
  entradaDoConjunto,
  cotasElegiveisDoGrupo,
  hashDoConjunto,
} from './conjunto-elegivel.rules.ts';

const loteria = { concurso: 6010, premios: ['48213', '07777', '31990', '55555', '12345'] };
const lances = [
  { cota: 7, modalidade: 'PE' as const, percentual: 40, valor: 40_000 },
  { cota: 13, modalidade: 'LL' as const, percentual: 35.5, valor: 35_500 },
];
async function conjunto(cotas: number[]): Promise<ConjuntoCongelado> {
  return {
    tamanhoGrupo: 20,
    cotas,
    hash: await hashDoConjunto(cotas),
    contemplacoesPorSorteio: 1,
    contemplacoesPorLance: 2,
    fundosDisponiveis: 300_000,
    valorCredito: 100_000,
    congeladoEm: '2026-12-19T03:00:00.000Z',
  };
}

describe('frozen eligible set', () => {
  it('hashes the canonical list: distinct, ascending, comma-separated', async () => {
    expect(canonicoDoConjunto([13, 2, 7, 2])).toBe('2,7,13');
    expect(await hashDoConjunto([13, 2, 7])).toBe(await hashDoConjunto([2, 7, 13]));
    // SHA-256 of "1,2,3".
    expect(await hashDoConjunto([3, 2, 1])).toBe(
      '8a6ae15122001229edb8866f56e342af12ae8187203c3e3b33931743e7c0c48d',
    );
  });

  it('draws only from the frozen set', async () => {
    const c = await conjunto([2, 7, 13, 19]);
    const r = apurar(c, loteria, lances);
    for (const x of r.contempladas) expect(c.cotas).toContain(x.cota);
    expect(r).toEqual(apurarAssembleia(entradaDoConjunto(c, loteria, lances)));
  });

  it('confirms a publication and catches a changed list or result', async () => {
    const c = await conjunto([2, 7, 13, 19]);
    const entrada = entradaDoConjunto(c, loteria, lances);
    const resultado = apurar(c, loteria, lances);
    expect(await conferirPublicacao({ conjunto: c, entrada, resultado })).toEqual({
      hashConfere: true,
      usouOConjunto: true,
      resultadoConfere: true,
      diferencas: [],
    });
    const trocado = { ...c, cotas: [2, 7, 13] };
    expect((await conferirPublicacao({ conjunto: trocado, entrada, resultado })).hashConfere).toBe(false);
    const outraEntrada = { ...entrada, cotasElegiveis: [2, 7] };
    expect((await conferirPublicacao({ conjunto: c, entrada: outraEntrada, resultado })).usouOConjunto).toBe(
      false,
    );
    const outroResultado = { ...resultado, contempladas: [] };
    expect(
      (await conferirPublicacao({ conjunto: c, entrada, resultado: outroResultado })).resultadoConfere,
    ).toBe(false);
  });
});

describe('cotasElegiveisDoGrupo (ADR 0018)', () => {
  const nossa = (numero: number, extra: object = {}) => ({
    numero,
    situacaoCota: 'ATIVO',
    dataContemplacao: '1900-01-01',
    modalidadeContemplacao: null,
    parcelasAtraso: 0,
    ...extra,
  });
  it('keeps every number but our ineligible quotas and the ones contemplated before', () => {
    expect(
      cotasElegiveisDoGrupo({
        tamanhoGrupo: 10,
        nossas: [
          nossa(2),
          nossa(3, { parcelasAtraso: 1 }),
          nossa(4, { situacaoCota: 'CANCELADO - DESISTENTE' }),
          nossa(5, { dataContemplacao: '2026-11-20' }),
          nossa(6, { situacaoCota: 'QUITADO' }),
        ],
        jaContempladas: [9],
        hoje: '2026-12-20',
      }),
    ).toEqual([1, 2, 7, 8, 10]);
  });
});
