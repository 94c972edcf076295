import { describe, it, expect } from 'vitest';
import type { CotaClassificavel } from '../cotas/cotas.rules.ts';
import { MENSAGENS_LANCE as M } from './lances.mensagens.ts';
import {
  acoesDoLance,
  avisoDeAtrasoNoLance,
  motivoDeInaptidao,
  cotaPodeOfertarLance,
  lancesSubstituidos,
  podeCancelarLance,
  podeOfertarLance,
} from './elegibilidade.rules.ts';

const ATIVA: CotaClassificavel = {
  situacaoCota: 'Ativa',
  dataContemplacao: '1900-01-01',
  modalidadeContemplacao: null,
  parcelasAtraso: 0,
};
const ASSEMBLEIA = '2026-07-20';

describe('cotaPodeOfertarLance', () => {
  it.each([
    [ATIVA, { permitido: true }],
    [{ ...ATIVA, parcelasAtraso: 2 }, { permitido: true }], // arrears are the assembly's business, not the bid's
    [
      { ...ATIVA, situacaoCota: 'CANCELADA' },
      { permitido: false, motivo: M.cotaCancelada },
    ],
    [
      { ...ATIVA, situacaoCota: 'Quitado' },
      { permitido: false, motivo: M.cotaQuitada },
    ],
    [
      { ...ATIVA, dataContemplacao: '2026-05-20', modalidadeContemplacao: 'SO' },
      { permitido: false, motivo: M.cotaContemplada },
    ],
    [{ ...ATIVA, dataContemplacao: '2026-08-20' }, { permitido: true }], // a future date is not a contemplation yet
    [
      { ...ATIVA, situacaoCota: 'Cancelado', dataContemplacao: '2026-05-20' },
      { permitido: false, motivo: M.cotaCancelada },
    ],
  ])('%j', (cota, esperado) => {
    expect(cotaPodeOfertarLance(cota, '2026-07-10')).toEqual(esperado);
  });
});

describe('podeOfertarLance: until 23:59:59 of the day before, São Paulo time', () => {
  it.each([
    ['2026-07-10T12:00:00-03:00', true],
    ['2026-07-19T00:00:00-03:00', true],
    ['2026-07-19T23:59:59-03:00', true],
    ['2026-07-20T02:59:59Z', true], // still the 19th in São Paulo
    ['2026-07-20T00:00:00-03:00', false],
    ['2026-07-20T03:00:00Z', false],
    ['2026-07-20T15:00:00-03:00', false],
    ['2026-07-21T10:00:00-03:00', false],
  ])('at %s → %s', (agora, permitido) => {
    const r = podeOfertarLance({ cota: ATIVA, dataSorteio: ASSEMBLEIA, agora: new Date(agora) });
    expect(r).toEqual(
      permitido
        ? { permitido: true, dataLimiteLance: '2026-07-19' }
        : { permitido: false, motivo: M.prazoEncerrado },
    );
  });

  it('the quota first, then the assembly, then the deadline', () => {
    const agora = new Date('2026-07-25T10:00:00-03:00');
    expect(
      podeOfertarLance({ cota: { ...ATIVA, situacaoCota: 'Cancelado' }, dataSorteio: ASSEMBLEIA, agora }),
    ).toEqual({
      permitido: false,
      motivo: M.cotaCancelada,
    });
    expect(podeOfertarLance({ cota: ATIVA, dataSorteio: null, agora })).toEqual({
      permitido: false,
      motivo: M.semAssembleia,
    });
  });

  it('the deadline message is the spec wording', () => {
    expect(M.prazoEncerrado).toBe(
      'Os lances para esta assembleia foram encerrados. Você pode ofertar para a próxima.',
    );
  });
});

describe('lancesSubstituidos', () => {
  const existentes = [
    { protocolo: 'A', numeroTotalAssembleia: 31, situacao: 'ativo' as const },
    { protocolo: 'B', numeroTotalAssembleia: 31, situacao: 'cancelado' as const },
    { protocolo: 'C', numeroTotalAssembleia: 30, situacao: 'ativo' as const },
    { protocolo: 'D', numeroTotalAssembleia: 31, situacao: 'substituido' as const },
  ];
  it.each([
    [31, ['A']],
    [30, ['C']],
    [32, []],
  ])('a new bid for assembly %i replaces %j', (numero, esperado) => {
    expect(lancesSubstituidos(existentes, numero)).toEqual(esperado);
  });
});

describe('podeCancelarLance', () => {
  const antes = new Date('2026-07-19T23:00:00-03:00');
  const depois = new Date('2026-07-20T00:00:01-03:00');
  it.each([
    ['ativo', 'agendada', antes, { permitido: true }],
    ['ativo', 'agendada', depois, { permitido: false, motivo: M.cancelamentoEncerrado }],
    // Started before its date: the run already counted the bid.
    ['ativo', 'em-andamento', antes, { permitido: false, motivo: M.cancelamentoEncerrado }],
    ['ativo', 'realizada', antes, { permitido: false, motivo: M.cancelamentoEncerrado }],
    ['cancelado', 'agendada', antes, { permitido: false, motivo: M.cancelamentoInativo }],
    ['substituido', 'agendada', antes, { permitido: false, motivo: M.cancelamentoInativo }],
    ['contemplado', 'realizada', depois, { permitido: false, motivo: M.cancelamentoInativo }],
    ['encerrado', 'realizada', depois, { permitido: false, motivo: M.cancelamentoInativo }],
  ] as const)('%s bid, %s assembly, at %s', (situacao, situacaoAssembleia, agora, esperado) => {
    expect(podeCancelarLance({ situacao, dataSorteio: ASSEMBLEIA, situacaoAssembleia }, agora)).toEqual(
      esperado,
    );
  });

  it('history buttons', () => {
    const antesDoPrazo = new Date('2026-07-18T10:00:00-03:00');
    expect(
      acoesDoLance(
        { situacao: 'ativo', dataSorteio: ASSEMBLEIA, situacaoAssembleia: 'agendada' },
        true,
        antesDoPrazo,
      ),
    ).toEqual({
      podeCancelar: true,
      podeRepetir: true,
    });
    expect(
      acoesDoLance(
        { situacao: 'encerrado', dataSorteio: ASSEMBLEIA, situacaoAssembleia: 'realizada' },
        false,
        antesDoPrazo,
      ),
    ).toEqual({
      podeCancelar: false,
      podeRepetir: false,
    });
    // The assembly of the bid is running; the quota may already bid for the next one.
    expect(
      acoesDoLance(
        { situacao: 'ativo', dataSorteio: ASSEMBLEIA, situacaoAssembleia: 'em-andamento' },
        true,
        antesDoPrazo,
      ),
    ).toEqual({ podeCancelar: false, podeRepetir: true });
  });
});

describe('avisoDeAtrasoNoLance: the eligible-set rule, told before bidding', () => {
  const assembleia = { dataSorteio: '2026-12-20' };
  const hoje = '2026-12-02';
  it.each([
    ['up to date', ATIVA, null],
    [
      'one instalment overdue',
      { ...ATIVA, parcelasAtraso: 1 },
      'Esta cota tem 1 parcela vencida e não paga. Cota com parcela em atraso não concorre ao sorteio nem aos ' +
        'lances da assembleia de 20/12/2026: o lance pode ser registrado, mas não será considerado. Para ' +
        'concorrer, pague as parcelas em atraso até 19/12/2026.',
    ],
    ['two overdue', { ...ATIVA, parcelasAtraso: 2 }, /^Esta cota tem 2 parcelas vencidas e não pagas\./],
    // Those cannot bid at all: the refusal already says why.
    ['cancelled in arrears', { ...ATIVA, situacaoCota: 'CANCELADA', parcelasAtraso: 2 }, null],
    ['contemplated in arrears', { ...ATIVA, dataContemplacao: '2026-11-20', parcelasAtraso: 1 }, null],
  ] as const)('%s', (_, cota, aviso) => {
    const r = avisoDeAtrasoNoLance({ cota, assembleia, hoje });
    if (aviso instanceof RegExp) expect(r).toMatch(aviso);
    else expect(r).toBe(aviso);
  });
  it('says nothing without an assembly to bid for', () => {
    expect(
      avisoDeAtrasoNoLance({ cota: { ...ATIVA, parcelasAtraso: 1 }, assembleia: null, hoje }),
    ).toBeNull();
  });
});

describe('who the freeze leaves out (ADR 0018)', () => {
  const HOJE = '2026-12-20';
  const ativa = {
    situacaoCota: 'ATIVO',
    dataContemplacao: '1900-01-01',
    modalidadeContemplacao: null,
    parcelasAtraso: 0,
  };
  it.each([
    ['an active quota, up to date', ativa, null],
    [
      'one instalment overdue',
      { ...ativa, situacaoCota: 'ATIVO - EM ATRASO', parcelasAtraso: 1 },
      'em-atraso',
    ],
    ['three instalments overdue', { ...ativa, parcelasAtraso: 3 }, 'em-atraso'],
    ['cancelled (and in arrears)', { ...ativa, situacaoCota: 'CANCELADA', parcelasAtraso: 2 }, 'cancelada'],
    ['paid off', { ...ativa, situacaoCota: 'QUITADO' }, 'quitada'],
    [
      'contemplated before',
      { ...ativa, dataContemplacao: '2026-11-20', modalidadeContemplacao: 'SO' },
      'contemplada',
    ],
    ['contemplation dated after today', { ...ativa, dataContemplacao: '2026-12-21' }, null],
  ] as const)('%s → %j', (_, cota, motivo) => {
    expect(motivoDeInaptidao(cota, HOJE)).toBe(motivo);
  });
});
