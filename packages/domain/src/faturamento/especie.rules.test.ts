import { describe, expect, it } from 'vitest';
import {
  CARENCIA_ESPECIE_DIAS,
  cartaoFaturamentoEspecie,
  condicoesFaturamentoEspecie,
  dataRetornoCredito,
  ehSemProcessos,
  faseEspecie,
  origemDoRepasseEspecie,
  telaDoFaturamentoEspecie,
  type EntradaCondicoesEspecie,
  type PassosEspecie,
} from './especie.rules.ts';

const nada: PassosEspecie = {
  aceiteTermos: false,
  identificacaoConfirmada: false,
  dadosBancarios: false,
  termoAutorizacao: false,
};
const tudo: PassosEspecie = {
  aceiteTermos: true,
  identificacaoConfirmada: true,
  dadosBancarios: true,
  termoAutorizacao: true,
};
const semConta: PassosEspecie = { ...tudo, dadosBancarios: false, termoAutorizacao: false };

describe('telaDoFaturamentoEspecie (02 §4.2 family 1, then the next step)', () => {
  it.each([
    ['Tratativa Não Iniciada', false, nada, 'introducao'],
    [null, false, nada, 'introducao'],
    ['Tratativa Não Iniciada', true, nada, 'introducao'],
    ['Tratativa Não Iniciada', true, { ...nada, aceiteTermos: true }, 'identificacao'],
    ['Tratativa Não Iniciada', true, semConta, 'dadosbancarios'],
    ['Tratativa Não Iniciada', true, { ...tudo, termoAutorizacao: false }, 'termodeautorizacao'],
    ['Tratativa Não Iniciada', true, tudo, 'anexar-documentos'],
    ['CADASTRO_APROVADO', true, tudo, 'centralcontemplacao'],
    ['Atualizar Cadastro', true, tudo, 'ajustecadastral'],
    ['BRSCAN em Andamento', true, tudo, 'analisandoinformacoes'],
    ['Análise GRC', true, tudo, 'analisandoinformacoes'],
    ['Análise Faturamento', true, tudo, 'analisandoinformacoes-pj'],
    ['Suspeita Fraude', true, tudo, 'analisandoinformacoes-pj'],
    ['Retorno BRSCAN', true, tudo, 'analisandoinformacoesinterna'],
    ['Reanálise BRSCAN', true, tudo, 'documento-rejeitado'],
    ['Pendência Cliente', true, nada, 'documento-rejeitado'],
    ['Documentos Adicionais GRC', true, tudo, 'reanalise'],
    ['Aguardando Análise Pagamento Espécie', true, tudo, 'analisandoinformacoes'],
    ['Aguardando Análise Pagamento Espécie', true, semConta, 'dadosbancarios'],
    ['BRSCAN em Andamento', true, { ...tudo, termoAutorizacao: false }, 'termodeautorizacao'],
    ['Aguardando Aprovação', true, tudo, 'acompanharpagamento'],
    ['Pagamento Liberado', true, tudo, 'acompanharpagamento'],
    ['Pagamento Enviado', true, tudo, 'acompanharpagamento'],
    ['Aguardando Atualização Newcon', true, tudo, 'acompanharpagamento'],
    ['Aguardando Liberação', true, tudo, 'acompanharpagamento'],
    ['Aguardando Pagamento', true, nada, 'acompanharpagamento'],
    ['Documento Recusado', true, tudo, null],
    ['Prazo Finalizado', true, tudo, null],
  ] as const)('%s (case: %s) → %s', (fase, existeCaso, passos, tela) => {
    expect(telaDoFaturamentoEspecie({ fase, existeCaso, passos })).toBe(tela);
  });
});

describe('faseEspecie (02 §4.7)', () => {
  it.each([
    ['tratativa nao iniciada', 'tratativa nao iniciada'],
    ['Atualizar Cadastro', 'atualizar cadastro'],
    ['CADASTRO_APROVADO', 'cadastro aprovado'],
    ['Aguardando Atualização Newcon', 'aguardando atualizacao'],
    ['Pendência Cliente', 'pendencia cliente'],
    ['Reanálise BRSCAN', 'reanalise'],
    ['Documentos Adicionais GRC', 'documentos adicionais'],
    ['Aguardando Aprovação', 'aguardando aprovacao'],
    ['Aguardando Análise Pagamento Espécie', 'aguardando aprovacao'],
    ['Aguardando Liberação', 'liberacao'],
    ['Aguardando Pagamento', 'pagamento'],
    ['Pagamento Enviado', 'pagamento enviado'],
    ['Retorno BRSCAN', 'retorno brscan'],
    ['Suspeita Fraude', 'suspeita fraude'],
    ['Análise GRC', 'analise GRC'],
    ['Análise Faturamento', 'analise faturamento'],
    ['BRSCAN em Andamento', 'brscan em andamento'],
    ['Vistoria Digital Agendada', null],
    [null, null],
  ] as const)('%s → %s', (fase, esperado) => {
    expect(faseEspecie(fase)).toBe(esperado);
  });
});

const HOJE = '2026-11-27';
const base: EntradaCondicoesEspecie = {
  hoje: HOJE,
  categoria: 'imoveis',
  situacaoCota: 'ATIVO - CONTEMPLADO',
  dataContemplacao: '2026-10-13',
  dataAdesao: '2021-11-27',
  valorFgtsCentavos: 0,
  outraCotaEmAtraso: false,
  ordemDePagamento: false,
  pagamentoATerceiro: false,
  outroTipoConfirmado: false,
};

describe('condicoesFaturamentoEspecie (02 §4.7, §2.3, §9)', () => {
  it.each([
    ['all conditions met', {}, []],
    ['service quota', { categoria: 'servicos' }, []],
    ['car quota', { categoria: 'automoveis' }, ['tipoCota']],
    ['not contemplated', { dataContemplacao: '1900-01-01' }, ['naoContemplada']],
    ['contemplated tomorrow', { dataContemplacao: '2026-11-28' }, ['naoContemplada']],
    ['cancelled', { situacaoCota: 'CANCELADO - CONTEMPLADO' }, ['cancelada']],
    ['anniversary not met (11 months)', { dataAdesao: '2025-12-27' }, ['aniversario']],
    ['anniversary met on the day', { dataAdesao: '2025-11-27' }, []],
    ['third-party payment', { pagamentoATerceiro: true }, ['pagamentoTerceiro']],
    ['payment order exists', { ordemDePagamento: true }, ['ordemPagamento']],
    ['another quota overdue', { outraCotaEmAtraso: true }, ['outraCotaEmAtraso']],
    ['FGTS used', { valorFgtsCentavos: 1 }, ['fgts']],
    ['goods billing confirmed', { outroTipoConfirmado: true }, ['tipoConfirmado']],
    ['waiting period (10 days ago)', { dataContemplacao: '2026-11-17' }, ['carencia']],
    [
      'several at once, in order',
      { categoria: 'auto', outraCotaEmAtraso: true, valorFgtsCentavos: 100 },
      ['tipoCota', 'outraCotaEmAtraso', 'fgts'],
    ],
  ] as const)('%s', (_, mudanca, motivos) => {
    const r = condicoesFaturamentoEspecie({ ...base, ...mudanca });
    expect(r.motivos).toEqual(motivos);
    expect(r.podeFaturar).toBe(motivos.length === 0);
  });

  it('the waiting period ends CARENCIA days after the contemplation, then billing continues', () => {
    const r = condicoesFaturamentoEspecie({ ...base, dataContemplacao: '2026-11-17' });
    expect(r.liberaEm).toBe('2026-12-17');
    expect(CARENCIA_ESPECIE_DIAS).toBe(30);
    const depois = condicoesFaturamentoEspecie({
      ...base,
      dataContemplacao: '2026-11-17',
      hoje: '2026-12-17',
    });
    expect(depois).toEqual({ podeFaturar: true, motivos: [], liberaEm: null });
  });
});

describe('02 §7: sua cota não possui processos', () => {
  it.each([
    ['Sua cota não possui processos de faturamento.', true],
    ['SUA COTA NAO POSSUI PROCESSOS', true],
    ['Caso não encontrado.', false],
    [null, false],
  ] as const)('%s → %s', (m, esperado) => expect(ehSemProcessos(m)).toBe(esperado));
});

describe('02 §9: cash credit answered within 3 business days', () => {
  it.each([
    ['2026-11-27', '2026-12-02'], // Friday → Wednesday
    ['2026-12-23', '2026-12-29'], // over Christmas
    ['2026-11-19', '2026-11-25'], // Thursday; 20 Nov (Consciência Negra, national) skipped
  ])('%s → %s', (hoje, esperado) => expect(dataRetornoCredito(hoje)).toBe(esperado));
});

describe('origem do repasse', () => {
  it.each([
    ['servicos', 'faturamento_credito'],
    ['imoveis', 'faturamento_especie'],
  ] as const)('%s → %s', (c, o) => expect(origemDoRepasseEspecie(c)).toBe(o));
});

describe('cartaoFaturamentoEspecie (02 §2.1 cash cards)', () => {
  it.each([
    ['Tratativa Não Iniciada', nada, 'iniciar'],
    ['Tratativa Não Iniciada', { ...nada, aceiteTermos: true }, 'atualizar-dados-bancarios'],
    ['Atualizar Cadastro', tudo, 'atualizar-cadastro'],
    ['Pendência Cliente', tudo, 'enviar-documentos'],
    ['Reanálise BRSCAN', tudo, 'enviar-documentos'],
    ['Documentos Adicionais GRC', tudo, 'enviar-documentos'],
    ['Aguardando Análise Pagamento Espécie', semConta, 'atualizar-dados-bancarios'],
    ['Aguardando Análise Pagamento Espécie', tudo, 'acompanhar'],
    ['Aguardando Pagamento', tudo, 'acompanhar'],
    ['Pagamento Enviado', tudo, 'acompanhar'],
    ['Vistoria Digital Agendada', tudo, null],
  ] as const)('%s → %s', (fase, passos, cartao) => {
    expect(cartaoFaturamentoEspecie({ fase, passos })).toBe(cartao);
  });
});
