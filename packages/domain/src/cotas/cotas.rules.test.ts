import { describe, it, expect } from 'vitest';
import type { CategoriaCota } from './cotas.schemas.ts';
import {
  DATA_NAO_CONTEMPLADA,
  classificarCota,
  contempladaPorSorteio,
  estaCancelada,
  estaContemplada,
  estaQuitada,
  filtrarCotas,
  filtrosSorteio,
  filtrosTipo,
  parcelasRestantes,
  percentualPago,
  progressoDasParcelas,
  rotuloSituacao,
  rotuloTipo,
  rotuloTipoDaCota,
  situacaoLegivel,
  tipoDaCategoria,
  type ClassificacaoCota,
  type CotaClassificavel,
  type FiltroSorteio,
  type FiltroTipo,
} from './cotas.rules.ts';

const HOJE = '2026-07-15';

describe('estaContemplada', () => {
  it.each([
    ['2026-07-14', true],
    ['2026-07-15', true],
    ['2020-01-01', true],
    ['2026-07-15T10:00:00', true],
    ['2026-07-16', false],
    [DATA_NAO_CONTEMPLADA, false],
    ['1900-01-01T00:00:00', false],
    [null, false],
    ['', false],
    ['15/07/2026', false],
  ])('%j → %s', (data, esperado) => {
    expect(estaContemplada(data, HOJE)).toBe(esperado);
  });
});

describe('situação textual', () => {
  it.each([
    ['Cancelado', true],
    ['CANCELADA', true],
    ['Cota cancelada por inadimplência', true],
    ['CANCELADO NÃO CONTEMPLADO', true],
    ['Ativa', false],
    ['Quitado', false],
    ['', false],
  ])('estaCancelada(%j) → %s', (s, esperado) => {
    expect(estaCancelada(s)).toBe(esperado);
  });

  it.each([
    ['Quitado', true],
    ['QUITADA', true],
    ['Cota quitada', true],
    ['Ativa', false],
    ['Cancelado', false],
  ])('estaQuitada(%j) → %s', (s, esperado) => {
    expect(estaQuitada(s)).toBe(esperado);
  });

  it.each([
    ['S', true],
    ['SO', true],
    ['Sorteio', true],
    ['sorteio', true],
    [' S', true],
    ['LL', false],
    ['Lance livre', false],
    ['', false],
    [null, false],
  ])('contempladaPorSorteio(%j) → %s', (m, esperado) => {
    expect(contempladaPorSorteio(m)).toBe(esperado);
  });
});

describe('classificarCota', () => {
  const base: CotaClassificavel = {
    situacaoCota: 'Ativa',
    dataContemplacao: null,
    modalidadeContemplacao: null,
    parcelasAtraso: 0,
  };
  it.each<[string, Partial<CotaClassificavel>, ClassificacaoCota, string]>([
    [
      'active, up to date',
      {},
      { situacao: 'ativa', contemplada: false, porSorteio: false, emAtraso: false, podeOfertarLance: true },
      'Em dia',
    ],
    [
      'active, late',
      { parcelasAtraso: 2 },
      { situacao: 'ativa', contemplada: false, porSorteio: false, emAtraso: true, podeOfertarLance: true },
      'Em atraso',
    ],
    [
      'future contemplation is not yet',
      { dataContemplacao: '2026-08-01', modalidadeContemplacao: 'SO' },
      { situacao: 'ativa', contemplada: false, porSorteio: false, emAtraso: false, podeOfertarLance: true },
      'Em dia',
    ],
    [
      '1900 placeholder',
      { dataContemplacao: DATA_NAO_CONTEMPLADA, modalidadeContemplacao: 'S' },
      { situacao: 'ativa', contemplada: false, porSorteio: false, emAtraso: false, podeOfertarLance: true },
      'Em dia',
    ],
    [
      'contemplated by draw',
      { dataContemplacao: '2026-01-10', modalidadeContemplacao: 'SO' },
      {
        situacao: 'contemplada',
        contemplada: true,
        porSorteio: true,
        emAtraso: false,
        podeOfertarLance: false,
      },
      'Contemplada por sorteio',
    ],
    [
      'contemplated by bid, late',
      { dataContemplacao: HOJE, modalidadeContemplacao: 'LL', parcelasAtraso: 1 },
      {
        situacao: 'contemplada',
        contemplada: true,
        porSorteio: false,
        emAtraso: true,
        podeOfertarLance: false,
      },
      'Contemplada por lance',
    ],
    [
      'paid off',
      { situacaoCota: 'Quitada', dataContemplacao: '2020-01-10', modalidadeContemplacao: 'S' },
      { situacao: 'quitada', contemplada: true, porSorteio: true, emAtraso: false, podeOfertarLance: false },
      'Quitada',
    ],
    [
      'cancelled beats paid off and contemplated',
      { situacaoCota: 'CANCELADO QUITADO', dataContemplacao: '2020-01-10', modalidadeContemplacao: 'LL' },
      {
        situacao: 'cancelada',
        contemplada: true,
        porSorteio: false,
        emAtraso: false,
        podeOfertarLance: false,
      },
      'Cancelada',
    ],
    [
      'cancelled, late',
      { situacaoCota: 'Cancelada', parcelasAtraso: 3 },
      {
        situacao: 'cancelada',
        contemplada: false,
        porSorteio: false,
        emAtraso: true,
        podeOfertarLance: false,
      },
      'Cancelada',
    ],
  ])('%s', (_nome, parcial, esperado, rotulo) => {
    const c = classificarCota({ ...base, ...parcial }, HOJE);
    expect(c).toEqual(esperado);
    expect(rotuloSituacao(c)).toBe(rotulo);
  });
});

describe('filtros de /groups-and-quotas', () => {
  it('lists the filters in screen order', () => {
    expect(filtrosTipo.map((f) => f.rotulo)).toEqual([
      'Todas',
      'Veículos',
      'Equipamentos',
      'Imóveis',
      'Serviços',
      'Pesados',
    ]);
    expect(filtrosSorteio.map((f) => f.valor)).toEqual(['todas', 'contempladas', 'nao-contempladas']);
  });

  const cotas: { id: number; categoria: CategoriaCota; dataContemplacao: string | null }[] = [
    { id: 1, categoria: 'veiculos', dataContemplacao: '2026-01-01' },
    { id: 2, categoria: 'veiculos', dataContemplacao: null },
    { id: 3, categoria: 'imoveis', dataContemplacao: DATA_NAO_CONTEMPLADA },
    { id: 4, categoria: 'imoveis', dataContemplacao: '2026-07-15' },
    { id: 5, categoria: 'servicos', dataContemplacao: '2026-12-01' },
    { id: 6, categoria: 'pesados', dataContemplacao: null },
    { id: 7, categoria: 'equipamentos', dataContemplacao: '2025-05-05' },
  ];

  it.each<[FiltroTipo, FiltroSorteio, number[]]>([
    ['todas', 'todas', [1, 2, 3, 4, 5, 6, 7]],
    ['todas', 'contempladas', [1, 4, 7]],
    ['todas', 'nao-contempladas', [2, 3, 5, 6]],
    ['veiculos', 'todas', [1, 2]],
    ['veiculos', 'contempladas', [1]],
    ['imoveis', 'nao-contempladas', [3]],
    ['servicos', 'contempladas', []],
    ['pesados', 'todas', [6]],
    ['equipamentos', 'todas', [7]],
  ])('tipo %s, sorteio %s → %j', (tipo, sorteio, ids) => {
    expect(filtrarCotas(cotas, { tipo, sorteio }, HOJE).map((c) => c.id)).toEqual(ids);
  });
});

describe('tipos', () => {
  it.each([
    ['veiculos', 'auto', 'Automóvel'],
    ['equipamentos', 'pesados', 'Pesados'],
    ['imoveis', 'imovel', 'Imóvel'],
    ['servicos', 'servico', 'Serviço'],
    ['pesados', 'pesados', 'Pesados'],
  ] as const)('%s → %s (%s)', (categoria, tipo, rotulo) => {
    expect(tipoDaCategoria(categoria)).toBe(tipo);
    expect(rotuloTipo(tipo)).toBe(rotulo);
  });
});

describe('rotuloTipoDaCota e situacaoLegivel', () => {
  it('names an equipment quota "Equipamentos", the others by their type', () => {
    expect(rotuloTipoDaCota({ tipo: 'pesados', categoria: 'equipamentos' })).toBe('Equipamentos');
    expect(rotuloTipoDaCota({ tipo: 'pesados', categoria: 'pesados' })).toBe('Pesados');
    expect(rotuloTipoDaCota({ tipo: 'auto', categoria: 'veiculos' })).toBe('Automóvel');
  });

  it.each([
    ['ATIVO - EM ATRASO', 'Ativo - em atraso'],
    ['  CANCELADA   POR DESISTÊNCIA ', 'Cancelada por desistência'],
    ['Ativa', 'Ativa'],
    ['', ''],
  ])('%j → %j', (bruto, legivel) => {
    expect(situacaoLegivel(bruto)).toBe(legivel);
  });
});

describe('parcelas de uma cota quitada', () => {
  it.each([
    // situação, prazo, pagas → restantes
    ['ATIVO', 80, 15, 65],
    ['ATIVO - EM ATRASO', 80, 79, 1],
    ['ATIVO', 80, 80, 0],
    ['ATIVO', 80, 90, 0],
    ['QUITADO', 80, 15, 0],
    ['Cota quitada', 80, 80, 0],
    ['CANCELADO', 80, 15, 65],
  ])('%j, prazo %i, %i pagas → %i restantes', (situacaoCota, prazoMeses, parcelasPagas, esperado) => {
    expect(parcelasRestantes({ situacaoCota, prazoMeses, parcelasPagas })).toBe(esperado);
  });

  it.each([
    ['ATIVO', 80, 20, 25],
    ['ATIVO', 3, 1, 33.3333],
    ['ATIVO', 80, 90, 100],
    ['ATIVO', 0, 0, 0],
    ['QUITADO', 80, 15, 100],
  ])('%j, prazo %i, %i pagas → %f %% pago', (situacaoCota, prazoMeses, parcelasPagas, esperado) => {
    expect(percentualPago({ situacaoCota, prazoMeses, parcelasPagas })).toBe(esperado);
  });

  it.each([
    [
      'ATIVO',
      15,
      65,
      { quitada: false, valor: 15, maximo: 80, texto: '15 de 80 parcelas pagas', restantes: '65 restantes' },
    ],
    [
      'ATIVO',
      79,
      1,
      { quitada: false, valor: 79, maximo: 80, texto: '79 de 80 parcelas pagas', restantes: '1 restante' },
    ],
    // Even when an old reading still carries the term's remainder, a paid-off quota has nothing left.
    [
      'QUITADO',
      15,
      65,
      { quitada: true, valor: 15, maximo: 15, texto: 'Quitada: nada mais a pagar', restantes: '0 restantes' },
    ],
    [
      'Quitada',
      0,
      0,
      { quitada: true, valor: 1, maximo: 1, texto: 'Quitada: nada mais a pagar', restantes: '0 restantes' },
    ],
  ])('%j com %i pagas e %i restantes', (situacaoCota, parcelasPagas, restantes, esperado) => {
    expect(progressoDasParcelas({ situacaoCota, parcelasPagas, parcelasRestantes: restantes })).toEqual(
      esperado,
    );
  });
});
