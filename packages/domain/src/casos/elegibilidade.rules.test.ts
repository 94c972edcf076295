import { describe, expect, it } from 'vitest';
import { TIPOS_CASO, type TipoCaso } from './casos.schemas.ts';
import {
  MENSAGENS_ABERTURA_CASO as M,
  cotaPodePedirDevolucao,
  cotaPodeSerReativada,
  elegibilidadeParaAbrirCaso,
  grupoEncerrado,
  type CotaParaCasos,
} from './elegibilidade.rules.ts';

const HOJE = '2026-07-15';
const T = TIPOS_CASO;

const ativa: CotaParaCasos = {
  situacaoCota: 'NORMAL',
  dataContemplacao: '1900-01-01',
  assembleiaAtual: 20,
  totalAssembleias: 80,
  parcelasPagas: 19,
};
const contemplada: CotaParaCasos = { ...ativa, dataContemplacao: '2026-06-10' };
const canceladaNaoContemplada: CotaParaCasos = { ...ativa, situacaoCota: 'CANCELADA' };
const canceladaContemplada: CotaParaCasos = { ...contemplada, situacaoCota: 'CANCELADO' };
const deGrupoEncerrado: CotaParaCasos = { ...ativa, situacaoCota: 'QUITADA', assembleiaAtual: 80 };
const contempladaAmanha: CotaParaCasos = { ...ativa, dataContemplacao: '2026-07-16' };

describe('cotaPodeSerReativada (01 §9, 03 §4)', () => {
  it.each<[string, Partial<CotaParaCasos>, boolean]>([
    [
      'cancelled, not contemplated, 1 paid, 5 assemblies left',
      { assembleiaAtual: 75, parcelasPagas: 1 },
      true,
    ],
    ['only 4 assemblies left', { assembleiaAtual: 76 }, false],
    ['no instalment paid', { parcelasPagas: 0 }, false],
    ['contemplated', { dataContemplacao: '2026-01-05' }, false],
    ['contemplation date in the future counts as not contemplated', { dataContemplacao: '2026-12-01' }, true],
    ['not cancelled', { situacaoCota: 'NORMAL' }, false],
    ['"Cancelado" spelled another way', { situacaoCota: 'Cota cancelada por inadimplência' }, true],
  ])('%s → %s', (_caso, mudanca, esperado) => {
    expect(cotaPodeSerReativada({ ...canceladaNaoContemplada, ...mudanca }, HOJE)).toBe(esperado);
  });
});

describe('cotaPodePedirDevolucao (02 §4.10)', () => {
  it.each<[string, CotaParaCasos, boolean]>([
    ['cancelled and contemplated', canceladaContemplada, true],
    ['group closure complete', deGrupoEncerrado, true],
    ['active quota', ativa, false],
    ['contemplated but not cancelled', contemplada, false],
    ['cancelled, not contemplated, group running', canceladaNaoContemplada, false],
  ])('%s → %s', (_caso, cota, esperado) => {
    expect(cotaPodePedirDevolucao(cota, HOJE)).toBe(esperado);
  });

  it('a group with no assemblies counted is not closed', () => {
    expect(grupoEncerrado({ assembleiaAtual: 0, totalAssembleias: 0 })).toBe(false);
  });
});

describe('elegibilidadeParaAbrirCaso', () => {
  it.each<[TipoCaso, CotaParaCasos, string | null]>([
    [T.reativacao, { ...canceladaNaoContemplada, assembleiaAtual: 30 }, null],
    [T.reativacao, ativa, M.reativacao],
    [T.reativacao, canceladaContemplada, M.reativacao],
    [T.devolucao, canceladaContemplada, null],
    [T.devolucao, deGrupoEncerrado, null],
    [T.devolucao, ativa, M.devolucao],
    [T.faturamentoEspecie, contemplada, null],
    [T.faturamentoEspecie, ativa, M.faturamento],
    [T.faturamentoEspecie, contempladaAmanha, M.faturamento],
    [T.faturamentoEspecie, canceladaContemplada, M.faturamento],
    [T.faturamentoBem, contemplada, null],
    [T.faturamentoBem, ativa, M.faturamento],
    [T.consultoriaAnalise, contemplada, null],
    [T.consultoriaAnalise, ativa, M.analiseCredito],
    [T.atualizacaoCadastral, ativa, null],
    [T.atualizacaoCadastral, canceladaContemplada, null],
    [T.avisoContemplacao, contemplada, M.tipoNaoAbertoPeloApp],
    [T.avisoCanceladaContemplada, canceladaContemplada, M.tipoNaoAbertoPeloApp],
    [T.posVenda, ativa, M.tipoNaoAbertoPeloApp],
  ])('%s on %o → %s', (tipo, cota, mensagem) => {
    expect(elegibilidadeParaAbrirCaso(tipo, cota, HOJE)).toEqual(
      mensagem === null ? { elegivel: true } : { elegivel: false, mensagem },
    );
  });

  it('has a rule for every type the app may open', () => {
    for (const tipo of Object.values(TIPOS_CASO)) {
      const r = elegibilidadeParaAbrirCaso(tipo, ativa, HOJE);
      expect(r.elegivel || r.mensagem.length > 0).toBe(true);
    }
  });
});
