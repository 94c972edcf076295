import { describe, it, expect } from 'vitest';
import { eventoAssembleiaSchema, type EntradaApuracao } from './assembleias.schemas.ts';
import { apurarAssembleia } from './apuracao.rules.ts';
import { descreverEvento, eventosDaApuracao } from './eventos.rules.ts';

/** Group of 500: prizes 58731 → 231 (not eligible → 230) and 10000 → 500 (not eligible → 499); two bids of 40 %. */
const BASE: EntradaApuracao = {
  tamanhoGrupo: 500,
  cotasElegiveis: Array.from({ length: 500 }, (_, i) => i + 1).filter((c) => c !== 231 && c !== 500),
  contemplacoesPorSorteio: 2,
  contemplacoesPorLance: 2,
  fundosDisponiveis: 100_000_000,
  valorCredito: 10_000_000,
  loteria: { concurso: null, premios: ['58731', '10000', '00250', '77777', '31415'] },
  lances: [
    { cota: 237, modalidade: 'LL', percentual: 40, valor: 4_000_000 },
    { cota: 225, modalidade: 'PE', percentual: 40, valor: 4_000_000 },
    { cota: 300, modalidade: 'PE', percentual: 30, valor: 3_000_000 },
  ],
};

const ASSEMBLEIA = { numeroTotalAssembleia: 31, dataSorteio: '2026-07-20' };

describe('eventosDaApuracao', () => {
  it('replays the result in order, each event valid on the wire', () => {
    const eventos = eventosDaApuracao(ASSEMBLEIA, apurarAssembleia(BASE));
    expect(
      eventos.map((e) => (e.tipo === 'cota-contemplada' ? `${e.tipo}:${e.contemplada.cota}` : e.tipo)),
    ).toEqual([
      'assembleia-iniciada',
      'numero-sorteado',
      'cota-contemplada:230',
      'numero-sorteado',
      'cota-contemplada:499',
      'cota-contemplada:225',
      'cota-contemplada:237',
      'lances-apurados',
      'assembleia-encerrada',
    ]);
    for (const e of eventos) expect(eventoAssembleiaSchema.parse(e)).toEqual(e);
    expect(eventos.map(descreverEvento)).toEqual([
      'A assembleia nº 31 começou.',
      '1º prêmio 58731: número sorteado 0231.',
      'Cota 0230 contemplada por sorteio.',
      '2º prêmio 10000: número sorteado 0500.',
      'Cota 0499 contemplada por sorteio.',
      'Cota 0225 contemplada por lance (Lance percentual, 40,0000%).',
      'Cota 0237 contemplada por lance (Lance livre, 40,0000%).',
      'Lances apurados: 2 contemplada(s), de 40,0000% a 40,0000%.',
      'Assembleia encerrada: 4 cota(s) contemplada(s).',
    ]);
  });

  it('a draw without an eligible quota announces the number only', () => {
    const eventos = eventosDaApuracao(ASSEMBLEIA, apurarAssembleia({ ...BASE, cotasElegiveis: [] }));
    expect(eventos.map((e) => e.tipo)).toEqual([
      'assembleia-iniciada',
      'numero-sorteado',
      'numero-sorteado',
      'lances-apurados',
      'assembleia-encerrada',
    ]);
    expect(descreverEvento(eventos[3]!)).toBe('Lances apurados: nenhuma cota contemplada por lance.');
  });
});
