import { describe, expect, it } from 'vitest';
import { TIPOS_CASO } from './casos.schemas.ts';
import type { CasoResumo } from './casos.rules.ts';
import type { CotaParaCasos } from './elegibilidade.rules.ts';
import {
  casoAguardaAnalise,
  casoAvisoCanceladaContemplada,
  estadoPosVenda,
  exibirAvisoNaoPerca,
  exibirCartaoReativacao,
  exigeAtualizacaoObrigatoria,
  rotaPosVenda,
  verificarCasos,
  type EstadoPosVenda,
  type VerificacaoCasos,
} from './verificacao.rules.ts';

const HOJE = '2026-07-15';
const T = TIPOS_CASO;

let seq = 100;
function caso(c: Partial<CasoResumo> = {}): CasoResumo {
  seq += 1;
  return {
    CaseNumber: String(seq).padStart(8, '0'),
    CreatedDate: '2026-07-01T12:00:00.000Z',
    Status: 'Em Andamento',
    Fase__c: 'Tratativa Não Iniciada',
    RecordTypeDeveloperName: T.posVenda,
    ...c,
  };
}

const cadastral = (Fase__c: string | null, Status = 'Em Andamento') =>
  caso({ RecordTypeDeveloperName: T.atualizacaoCadastral, Fase__c, Status });

describe('exigeAtualizacaoObrigatoria (03 §4)', () => {
  it.each<[string, CasoResumo[], boolean, boolean]>([
    ['phase + Em Andamento', [cadastral('Atualização Obrigatória')], false, true],
    ['phase + Escalado', [cadastral('Atualização Obrigatória', 'Escalado')], false, true],
    ['lower-case, no accents', [cadastral('atualizacao obrigatoria', 'em andamento')], false, true],
    ['enum spelling', [cadastral('ATUALIZACAO_OBRIGATORIA', 'ESCALADO')], false, true],
    ['transparent login never', [cadastral('Atualização Obrigatória')], true, false],
    ['status Novo', [cadastral('Atualização Obrigatória', 'Novo')], false, false],
    ['status Fechado', [cadastral('Atualização Obrigatória', 'Fechado')], false, false],
    ['other phase', [cadastral('Pendência Cliente')], false, false],
    ['phase on another type', [caso({ Fase__c: 'Atualização Obrigatória' })], false, false],
    [
      'phase and open status on different cases',
      [cadastral('Atualização Obrigatória', 'Fechado'), cadastral('Pendência Cliente', 'Em Andamento')],
      false,
      false,
    ],
    [
      'one of several',
      [cadastral('Cadastro Aprovado', 'Fechado'), cadastral('Atualização Obrigatória')],
      false,
      true,
    ],
    ['no cases', [], false, false],
  ])('%s → %s', (_nome, casos, transparente, esperado) => {
    expect(exigeAtualizacaoObrigatoria(casos, transparente)).toBe(esperado);
  });
});

describe('exibirCartaoReativacao (01 §9, 03 §4)', () => {
  const base: CotaParaCasos = {
    situacaoCota: 'Cancelado',
    dataContemplacao: null,
    assembleiaAtual: 30,
    totalAssembleias: 60,
    parcelasPagas: 3,
  };
  const reativacao = (Status: string) => caso({ RecordTypeDeveloperName: T.reativacao, Status });

  it.each<[string, Partial<CotaParaCasos>, CasoResumo[], boolean]>([
    ['all four hold', {}, [], true],
    ['feminine status text', { situacaoCota: 'CANCELADA' }, [], true],
    ['not cancelled', { situacaoCota: 'Ativa' }, [], false],
    ['contemplated', { dataContemplacao: '2026-01-10' }, [], false],
    [
      'contemplation date in the future is not yet contemplated',
      { dataContemplacao: '2026-08-01' },
      [],
      true,
    ],
    ['1900 placeholder is not contemplated', { dataContemplacao: '1900-01-01' }, [], true],
    ['assembly = total − 5', { assembleiaAtual: 55 }, [], true],
    ['assembly = total − 4', { assembleiaAtual: 56 }, [], false],
    ['1 instalment paid', { parcelasPagas: 1 }, [], true],
    ['no instalment paid', { parcelasPagas: 0 }, [], false],
    ['reactivation Em Andamento', {}, [reativacao('Em Andamento')], false],
    ['reactivation EM_ANDAMENTO', {}, [reativacao('EM_ANDAMENTO')], false],
    ['reactivation Escalado', {}, [reativacao('Escalado')], true],
    ['reactivation Fechado', {}, [reativacao('Fechado')], true],
    ['another type Em Andamento', {}, [caso({ RecordTypeDeveloperName: T.posVenda })], true],
  ])('%s → %s', (_nome, cota, casos, esperado) => {
    expect(exibirCartaoReativacao({ ...base, ...cota }, casos, HOJE)).toBe(esperado);
  });
});

describe('pós-venda (03 §4)', () => {
  it.each([
    ['E-mail Enviado', '/pos-venda/validacao-seguranca'],
    ['e-mail enviado', '/pos-venda/validacao-seguranca'],
    ['Confirmação Pendente', '/pos-venda/entendimento'],
    ['Regras Pendente', '/pos-venda/venda'],
    ['confirmação do plano pendente', '/pos-venda/boletos'],
    ['Informação de Lance', '/pos-venda/tipos-lance'],
    ['informações importantes', '/pos-venda/informacoes-finais'],
    ['Retorno Solicitado', null],
    ['Tratativa Não Iniciada', null],
    [null, null],
  ])('rotaPosVenda(%j) → %s', (fase, rota) => {
    expect(rotaPosVenda(fase)).toBe(rota);
  });

  const nada: EstadoPosVenda = { cartao: false, notificacao: false, rota: null };
  it.each<[string, CasoResumo | null, EstadoPosVenda]>([
    [
      'e-mail enviado, em andamento',
      caso({ Fase__c: 'E-mail Enviado' }),
      { cartao: true, notificacao: true, rota: '/pos-venda/validacao-seguranca' },
    ],
    [
      'e-mail enviado, escalado',
      caso({ Fase__c: 'E-mail Enviado', Status: 'Escalado' }),
      { cartao: false, notificacao: true, rota: '/pos-venda/validacao-seguranca' },
    ],
    ['e-mail enviado, fechado', caso({ Fase__c: 'E-mail Enviado', Status: 'Fechado' }), nada],
    [
      'regras pendente, em andamento',
      caso({ Fase__c: 'Regras Pendente' }),
      { cartao: true, notificacao: false, rota: '/pos-venda/venda' },
    ],
    [
      'informação de lance, EM_ANDAMENTO',
      caso({ Fase__c: 'informacao de lance', Status: 'EM_ANDAMENTO' }),
      { cartao: true, notificacao: false, rota: '/pos-venda/tipos-lance' },
    ],
    ['known phase, escalado', caso({ Fase__c: 'Regras Pendente', Status: 'Escalado' }), nada],
    ['unknown phase', caso({ Fase__c: 'Retorno Solicitado' }), nada],
    [
      'label as type',
      caso({ RecordTypeDeveloperName: 'atendimento pós-venda', Fase__c: 'Confirmação Pendente' }),
      { cartao: true, notificacao: false, rota: '/pos-venda/entendimento' },
    ],
    [
      'another type',
      caso({ RecordTypeDeveloperName: T.atualizacaoCadastral, Fase__c: 'E-mail Enviado' }),
      nada,
    ],
    ['no case', null, nada],
  ])('%s', (_nome, c, esperado) => {
    expect(estadoPosVenda(c)).toEqual(esperado);
  });
});

describe('casoAvisoCanceladaContemplada (02 §4.10)', () => {
  const cota: CotaParaCasos = {
    situacaoCota: 'Cancelado',
    dataContemplacao: '2025-03-10',
    assembleiaAtual: 40,
    totalAssembleias: 60,
    parcelasPagas: 20,
  };
  const aviso = (c: Partial<CasoResumo> = {}) =>
    caso({ RecordTypeDeveloperName: T.avisoCanceladaContemplada, ...c });
  const velho = aviso({ CreatedDate: '2026-01-01T10:00:00Z', Status: 'Novo' });
  const novo = aviso({ CreatedDate: '2026-05-01T10:00:00Z', Status: 'Novo' });
  const ciente = aviso({ Fase__c: 'Ciente via APP', CreatedDate: '2026-06-01T10:00:00Z' });
  const minusculo = aviso({ Fase__c: 'tratativa nao iniciada' });

  it.each<[string, Partial<CotaParaCasos>, CasoResumo[], CasoResumo | null]>([
    ['cancelled, contemplated, not started', {}, [velho], velho],
    ['lower-case phase', {}, [minusculo], minusculo],
    ['already acknowledged', {}, [ciente], null],
    ['newest pending, ignoring the acknowledged one', {}, [velho, ciente, novo], novo],
    ['quota not cancelled', { situacaoCota: 'Ativa' }, [velho], null],
    ['quota not contemplated', { dataContemplacao: null }, [velho], null],
    ['contemplation in the future', { dataContemplacao: '2026-12-01' }, [velho], null],
    ['another type', {}, [caso({ RecordTypeDeveloperName: T.avisoContemplacao })], null],
    ['no cases', {}, [], null],
  ])('%s', (_nome, c, casos, esperado) => {
    expect(casoAvisoCanceladaContemplada({ ...cota, ...c }, casos, HOJE)).toBe(esperado);
  });
});

describe("aviso 'não perca' (01 §9, 02 §4.10)", () => {
  const analise = (c: Partial<CasoResumo> = {}) =>
    caso({ RecordTypeDeveloperName: T.consultoriaAnalise, Fase__c: 'Triagem em Andamento', ...c });

  it.each<[string, CasoResumo, boolean]>([
    ['analysis in triage', analise(), true],
    [
      'awaiting internal analysis, escalated',
      analise({ Fase__c: 'Aguardando Análise Interna', Status: 'Escalado' }),
      true,
    ],
    ['cash payment analysis', analise({ Fase__c: 'aguardando analise pagamento especie' }), true],
    ['contemplation notice not started', caso({ RecordTypeDeveloperName: T.avisoContemplacao }), true],
    ['closed', analise({ Status: 'Fechado' }), false],
    ['already decided', analise({ Fase__c: 'Cadastro Aprovado' }), false],
    ['waiting for the customer', analise({ Fase__c: 'Pendência Cliente' }), false],
    ['after-sales case', caso({ Fase__c: 'Tratativa Não Iniciada' }), false],
  ])('casoAguardaAnalise: %s → %s', (_nome, c, esperado) => {
    expect(casoAguardaAnalise(c)).toBe(esperado);
  });

  it.each<[string, string | null, CasoResumo[], boolean]>([
    ['day 0', '2026-07-15', [analise()], true],
    ['day 5', '2026-07-10', [analise()], true],
    ['day 6', '2026-07-09', [analise()], false],
    ['future date', '2026-07-16', [analise()], false],
    ['not contemplated', null, [analise()], false],
    ['1900 placeholder', '1900-01-01', [analise()], false],
    ['no case awaiting analysis', '2026-07-12', [analise({ Status: 'Fechado' })], false],
    ['no cases', '2026-07-12', [], false],
  ])('%s → %s', (_nome, data, casos, esperado) => {
    expect(exibirAvisoNaoPerca(data, casos, HOJE)).toBe(esperado);
  });
});

describe('verificarCasos (03 §4 sequence)', () => {
  const ativa: CotaParaCasos = {
    situacaoCota: 'Normal',
    dataContemplacao: '2026-07-13',
    assembleiaAtual: 12,
    totalAssembleias: 60,
    parcelasPagas: 12,
  };
  const canceladaContemplada: CotaParaCasos = {
    ...ativa,
    situacaoCota: 'Cancelado',
    dataContemplacao: '2025-01-10',
  };
  const canceladaNaoContemplada: CotaParaCasos = {
    ...ativa,
    situacaoCota: 'Cancelado',
    dataContemplacao: null,
  };

  const obrigatoria = cadastral('Atualização Obrigatória');
  const avisoCancelada = caso({
    RecordTypeDeveloperName: T.avisoCanceladaContemplada,
    CaseNumber: '00000777',
    Status: 'Novo',
  });
  const posVenda = caso({ Fase__c: 'Informações Importantes' });
  const analise = caso({ RecordTypeDeveloperName: T.consultoriaAnalise, Fase__c: 'Triagem em Andamento' });
  const todos = [obrigatoria, avisoCancelada, posVenda, analise];
  const semObrigatoria = [avisoCancelada, posVenda, analise];

  const vazio: VerificacaoCasos = {
    atualizacaoObrigatoria: false,
    avisoCanceladaContemplada: null,
    cartaoReativacao: false,
    posVenda: { cartao: false, notificacao: false, rota: null },
    avisoContemplacao: false,
    carregarFaturamento: false,
  };
  const posVendaCartao = { cartao: true, notificacao: false, rota: '/pos-venda/informacoes-finais' };

  it.each<[string, CotaParaCasos, CasoResumo[], boolean, VerificacaoCasos]>([
    [
      'mandatory update stops everything else',
      ativa,
      todos,
      false,
      { ...vazio, atualizacaoObrigatoria: true },
    ],
    [
      'mandatory update stops the cancelled branch too',
      canceladaContemplada,
      todos,
      false,
      { ...vazio, atualizacaoObrigatoria: true },
    ],
    [
      'transparent login skips the mandatory update and goes on',
      ativa,
      todos,
      true,
      { ...vazio, posVenda: posVendaCartao, avisoContemplacao: true, carregarFaturamento: true },
    ],
    [
      'active quota: after-sales and contemplation warning, then billing; the notice is ignored',
      ativa,
      semObrigatoria,
      false,
      { ...vazio, posVenda: posVendaCartao, avisoContemplacao: true, carregarFaturamento: true },
    ],
    [
      'cancelled and contemplated: the notice only (no reactivation: contemplated); no after-sales, no billing',
      canceladaContemplada,
      semObrigatoria,
      false,
      { ...vazio, avisoCanceladaContemplada: { CaseNumber: '00000777' } },
    ],
    [
      'cancelled, not contemplated: reactivation card only',
      canceladaNaoContemplada,
      semObrigatoria,
      false,
      { ...vazio, cartaoReativacao: true },
    ],
    [
      'cancelled, not contemplated, reactivation already in progress',
      canceladaNaoContemplada,
      [...semObrigatoria, caso({ RecordTypeDeveloperName: T.reativacao })],
      false,
      vazio,
    ],
    ['active quota without cases', ativa, [], false, { ...vazio, carregarFaturamento: true }],
  ])('%s', (_nome, cota, casos, transparente, esperado) => {
    expect(verificarCasos({ cota, casos, transparente, hoje: HOJE })).toEqual(esperado);
  });

  it('returns fresh objects on every run', () => {
    const a = verificarCasos({ cota: ativa, casos: [], transparente: false, hoje: HOJE });
    a.posVenda.cartao = true;
    const b = verificarCasos({ cota: ativa, casos: [], transparente: false, hoje: HOJE });
    expect(b.posVenda.cartao).toBe(false);
  });
});
