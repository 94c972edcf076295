import { describe, expect, it } from 'vitest';
import {
  avaliarCrivo,
  listasDeProblemas,
  marcarSubstituidos,
  MENSAGENS_ANALISE_CONTEMPLACAO as M,
  minutosUteisEntre,
  ordenarPorSla,
  recusaDaDecisao,
  slaDaAnalise,
  somarHorasUteis,
  textoDoSla,
  type DocumentoEmRevisao,
} from './analise-contemplacao.rules.ts';

/** São Paulo instants (UTC−3). */
const sp = (texto: string) => new Date(`${texto}:00-03:00`);

describe('48 business hours from the sending', () => {
  it.each([
    // sent, deadline: weekends and national holidays do not count
    ['2026-11-23T10:00', '2026-11-25T10:00'], // Monday → Wednesday
    ['2026-11-27T15:00', '2026-12-01T15:00'], // Friday → Tuesday (the weekend skipped)
    ['2026-11-28T09:00', '2026-12-02T00:00'], // Saturday → counts from Monday 00:00
    ['2026-11-19T12:00', '2026-11-24T12:00'], // Thursday; Friday 20/11 is Consciência Negra (national)
    ['2026-12-24T08:00', '2026-12-29T08:00'], // Christmas Eve (Thursday) → Christmas and the weekend skipped
  ])('sent %s → due %s', (enviado, prazo) => {
    expect(somarHorasUteis(sp(enviado), 48).toISOString()).toBe(sp(prazo).toISOString());
  });

  it('counts only business minutes between two instants, negative backwards', () => {
    expect(minutosUteisEntre(sp('2026-11-27T20:00'), sp('2026-11-30T02:00'))).toBe(6 * 60);
    expect(minutosUteisEntre(sp('2026-11-30T02:00'), sp('2026-11-27T20:00'))).toBe(-6 * 60);
  });

  it('says the time left, and how late once overdue', () => {
    const enviado = sp('2026-11-23T10:00');
    expect(slaDaAnalise(enviado, sp('2026-11-23T10:00'))).toMatchObject({
      minutosUteisRestantes: 48 * 60,
      atrasado: false,
      texto: 'Faltam 48 h úteis',
    });
    expect(slaDaAnalise(enviado, sp('2026-11-25T09:30')).texto).toBe('Vence em menos de 1 h útil');
    expect(slaDaAnalise(enviado, sp('2026-11-25T15:00'))).toMatchObject({
      minutosUteisRestantes: -5 * 60,
      atrasado: true,
      texto: 'Atrasado há 5 h úteis',
    });
    expect(textoDoSla(60)).toBe('Faltam 1 h útil');
  });

  it('orders the queue by business time left: the most overdue first, then the oldest sending', () => {
    const agora = sp('2026-11-30T12:00');
    const item = (nome: string, enviado: string) => ({
      nome,
      enviadoEm: sp(enviado).toISOString(),
      sla: slaDaAnalise(sp(enviado), agora),
    });
    const fila = ordenarPorSla([
      item('recente', '2026-11-30T11:00'),
      item('atrasada', '2026-11-25T08:00'),
      item('sexta', '2026-11-27T18:00'), // the weekend does not eat its time
      item('quinta', '2026-11-26T18:00'),
    ]);
    expect(fila.map((i) => i.nome)).toEqual(['atrasada', 'quinta', 'sexta', 'recente']);
    expect(fila.map((i) => i.sla.atrasado)).toEqual([true, false, false, false]);
  });
});

describe('credit screening recommendation (threshold 0.35)', () => {
  it.each([
    [35_000, 100_000, 'aprovar'], // exactly 35 %
    [35_010, 100_000, 'reprovar'], // 35.01 %
    [34_999, 100_000, 'aprovar'],
    [120_000, 850_000, 'aprovar'],
    [100_000, null, 'reprovar'], // no declared income
  ] as const)('instalment %i against income %s → %s', (parcela, renda, recomendacao) => {
    expect(avaliarCrivo(parcela, renda)).toMatchObject({
      parcelaCentavos: parcela,
      rendaCentavos: renda,
      limite: 0.35,
      recomendacao,
    });
  });
});

const doc = (id: string, codigo: string, resultado: DocumentoEmRevisao['resultado']) => ({
  id,
  codigo,
  resultado,
});

describe('the decision', () => {
  const aprovados = marcarSubstituidos([
    doc('a', 'documento_pessoal', 'aprovado'),
    doc('b', 'selfie', 'aprovado'),
  ]);
  const crivoOk = { resultado: 'aprovar' as const };

  it.each([
    ['aprovar', aprovados, null, crivoOk, 'aprovar', null],
    ['aprovar', marcarSubstituidos([doc('a', 'selfie', null)]), null, crivoOk, 'aprovar', M.aprovarTodos],
    ['aprovar', aprovados, null, null, 'aprovar', M.crivoObrigatorio],
    ['aprovar', aprovados, null, { resultado: 'aprovar' }, 'reprovar', M.justificarDivergencia],
    [
      'aprovar',
      aprovados,
      null,
      { resultado: 'aprovar', justificativa: 'Renda extra comprovada' },
      'reprovar',
      null,
    ],
    ['aprovar', aprovados, null, { resultado: 'reprovar' }, 'reprovar', M.crivoReprovado],
    ['reprovar', aprovados, '', { resultado: 'reprovar' }, 'reprovar', M.motivoObrigatorio],
    ['reprovar', aprovados, 'Renda insuficiente', { resultado: 'reprovar' }, 'reprovar', null],
    ['devolver', aprovados, 'Ilegível', null, 'aprovar', M.semProblema],
    [
      'devolver',
      marcarSubstituidos([doc('a', 'comprovante_residencia', 'ilegivel')]),
      '  ',
      null,
      'aprovar',
      M.motivoObrigatorio,
    ],
    [
      'devolver',
      marcarSubstituidos([doc('a', 'comprovante_residencia', 'ilegivel')]),
      'Foto tremida',
      null,
      'aprovar',
      null,
    ],
    [
      'pedir-documentos',
      aprovados,
      'Envie o extrato dos últimos 3 meses',
      null,
      'aprovar',
      M.adicionaisObrigatorios,
    ],
  ] as const)('%s (%#) → %s', (decisao, documentos, expliqueMotivo, crivo, recomendacao, esperado) => {
    expect(recusaDaDecisao({ decisao, documentos, expliqueMotivo, crivo, recomendacao })).toBe(esperado);
  });

  // Issue 18: the documents the analyst asks for are catalogue codes, only (and at least one) when asking.
  it.each([
    ['pedir-documentos', ['extrato_bancario'], 'Envie o extrato', null],
    ['pedir-documentos', ['extrato_bancario', 'declaracao_imposto_renda'], 'Envie os dois', null],
    ['pedir-documentos', [], 'Envie o extrato', M.adicionaisObrigatorios],
    ['pedir-documentos', ['extrato_bancario'], null, M.motivoObrigatorio],
    ['pedir-documentos', ['extrato_da_poupanca'], 'Envie o extrato', M.adicionalDesconhecido],
    ['pedir-documentos', ['constructor'], 'Envie o extrato', M.adicionalDesconhecido],
    ['pedir-documentos', ['iptu', 'iptu'], 'Envie o IPTU', M.adicionalRepetido],
    ['reprovar', ['extrato_bancario'], 'Renda insuficiente', M.adicionaisSoAoPedir],
    ['aprovar', ['extrato_bancario'], null, M.adicionaisSoAoPedir],
    ['reprovar', [], 'Renda insuficiente', null],
  ] as const)('%s with %j → %s', (decisao, documentosAdicionais, expliqueMotivo, esperado) => {
    const crivo = { resultado: decisao === 'reprovar' ? 'reprovar' : 'aprovar' } as const;
    expect(
      recusaDaDecisao({
        decisao,
        documentos: aprovados,
        expliqueMotivo,
        crivo,
        recomendacao: crivo.resultado,
        documentosAdicionais,
      }),
    ).toBe(esperado);
  });

  it('reviews the re-sent file, not the refused one it replaced', () => {
    const docs = marcarSubstituidos([
      doc('a', 'comprovante_residencia', 'ilegivel'),
      doc('b', 'documento_pessoal', 'aprovado'),
      doc('c', 'comprovante_residencia', 'aprovado'),
    ]);
    expect(docs.map((d) => d.substituido)).toEqual([true, false, false]);
    expect(
      recusaDaDecisao({
        decisao: 'aprovar',
        documentos: docs,
        expliqueMotivo: null,
        crivo: crivoOk,
        recomendacao: 'aprovar',
      }),
    ).toBeNull();
  });

  it("fills the customer's lists with each document's name once, semicolon-separated", () => {
    const docs = marcarSubstituidos([
      doc('a', 'documento_pessoal', 'ilegivel'),
      doc('b', 'documento_pessoal', 'ilegivel'),
      doc('c', 'holerite', 'incompleto'),
      doc('d', 'comprovante_residencia', 'ilegivel'),
    ]);
    expect(listasDeProblemas(docs, (c) => c.toUpperCase())).toEqual({
      documentosIlegiveis: 'DOCUMENTO_PESSOAL;COMPROVANTE_RESIDENCIA',
      documentosIncompletos: 'HOLERITE',
      documentosIncorretos: null,
    });
  });
});
