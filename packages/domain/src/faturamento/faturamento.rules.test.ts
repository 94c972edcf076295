import { describe, expect, it } from 'vitest';
import { FASES, FASES_FATURAMENTO_BEM, FASES_MINUSCULAS, type CodigoFase } from '../casos/fases.schemas.ts';
import { cartaoFaturamentoBem, prazoFaturamentoExpirado } from './cartoes.rules.ts';
import {
  OPCOES_MANUAIS,
  MOTIVOS_RESTRICAO,
  iniciarFaturamentoQuerySchema,
  statusFaturamentoSchema,
} from './faturamento.schemas.ts';
import {
  FASE_INICIAL_FATURAMENTO,
  GRUPOS_FASES_FATURAMENTO,
  faseDoFaturamento,
  grupoDaFaseFaturamento,
  statusFaturamentoAplica,
  telaFamilia1,
  telaFamilia3,
} from './status.rules.ts';
import {
  decidirValidacao,
  linkWhatsAppManual,
  mascararTelefone,
  mensagemWhatsAppManual,
  motivoDaEscolhaDeCotas,
  telaDaValidacao,
  telefonesConferem,
  type EntradaValidacao,
} from './validacao.rules.ts';

describe('02 §1: the billing status applies only when active or payment sent not yet seen', () => {
  it.each([
    ['Em Andamento', 'Análise Faturamento', false, true],
    ['EM_ANDAMENTO', 'Análise Faturamento', false, true],
    ['Escalado', 'Pendência Cliente', false, true],
    ['escalado', 'pendencia cliente', true, true],
    ['Fechado', 'Pagamento Enviado', false, true],
    ['Fechado', 'pagamento enviado', false, true],
    ['Fechado', 'PAGAMENTO_ENVIADO', true, false],
    ['Fechado', 'Análise Faturamento', false, false],
    ['Novo', 'Tratativa Não Iniciada', false, false],
    ['', 'Pagamento Liberado', false, false],
  ])('status %j, phase %j, seen %j → %j', (status, fase, visitouFinal, esperado) => {
    expect(statusFaturamentoAplica({ status, fase, visitouFinal })).toBe(esperado);
  });

  it('no status at all does not apply', () => expect(statusFaturamentoAplica(null)).toBe(false));

  it.each([
    [
      { status: 'Em Andamento', fase: 'Análise Faturamento', visitouFinal: false },
      null,
      'Análise Faturamento',
    ],
    [
      { status: 'Fechado', fase: 'Análise Faturamento', visitouFinal: false },
      { podeFaturar: true },
      FASE_INICIAL_FATURAMENTO,
    ],
    [{ status: 'Fechado', fase: 'Análise Faturamento', visitouFinal: false }, { podeFaturar: false }, null],
    [null, { podeFaturar: true }, 'tratativa nao iniciada'],
    [null, { podeFaturar: false }, null],
    [null, null, null],
  ])('status %j with validation %j → phase %j', (status, validacao, esperado) => {
    expect(faseDoFaturamento(status, validacao)).toBe(esperado);
  });
});

describe('02 §4.8 goods-billing phase groups', () => {
  const todas = Object.values(GRUPOS_FASES_FATURAMENTO).flat() as CodigoFase[];

  it('uses only goods-billing phases (02 §4.1), each in one group', () => {
    for (const f of todas) expect(FASES_FATURAMENTO_BEM).toContain(f);
    expect(new Set(todas).size).toBe(todas.length);
  });

  it.each(todas.map((f) => [f] as const))('%s is found by its label, code and lower-case form', (f) => {
    const grupo = grupoDaFaseFaturamento(f);
    expect(grupo).not.toBeNull();
    expect(grupoDaFaseFaturamento(FASES[f])).toBe(grupo);
    expect(grupoDaFaseFaturamento(FASES_MINUSCULAS[f])).toBe(grupo);
  });

  it.each([
    ['tratativa nao iniciada', 'inicio'],
    ['SLA Violado', 'inicio'],
    ['BRSCAN em Andamento', 'analisando'],
    ['Aguardando Escolha Bem', 'aguardandoEscolhaBem'],
    ['Pagamento Enviado', 'pagamentoEnviado'],
    ['Pendência Detran', 'pendenciaDetran'],
    ['Cadastro Aprovado', null],
    ['', null],
    [null, null],
  ])('%j → %j', (fase, grupo) => expect(grupoDaFaseFaturamento(fase)).toBe(grupo));
});

describe('02 §4.2 family 1: general invoicing status → screen', () => {
  it.each([
    ['TRATATIVA_NAO_INICIADA', true, 'central-contemplacao'],
    ['Tratativa Não Iniciada', false, 'inicio-faturamento'],
    ['CADASTRO_APROVADO', false, 'central-contemplacao'],
    ['Atualizar Cadastro', false, 'central-contemplacao'],
    ['BRSCAN_EM_ANDAMENTO', false, 'analise-documentos'],
    ['Análise GRC', false, 'analise-documentos'],
    ['ANALISE_FATURAMENTO', false, 'analise-documentos-pj'],
    ['Suspeita Fraude', false, 'analise-documentos-pj'],
    ['RETORNO_BRSCAN', false, 'analise-interna'],
    ['REANALISE_BRSCAN', false, 'documentos-rejeitados'],
    ['Pendência Cliente', false, 'documentos-rejeitados'],
    ['DOCUMENTOS_ADICIONAIS_GRC', false, 'documento-rejeitado'],
    ['AGUARDANDO_APROVACAO', false, 'acompanhar-pagamento'],
    ['PAGAMENTO_LIBERADO', false, 'acompanhar-pagamento'],
    ['Pagamento Enviado', false, 'acompanhar-pagamento'],
    ['AGUARDANDO_ATUALIZACAO_NEWCON', false, 'acompanhar-pagamento'],
    ['Aguardando Liberação', false, 'acompanhar-pagamento'],
    // Known but unmapped.
    ['DOCUMENTO_RECUSADO', false, null],
    ['AGUARDANDO_PAGAMENTO', false, null],
    ['PRAZO_FINALIZADO', false, null],
    ['', false, null],
  ])('%j (case exists: %j) → %j', (fase, existeCaso, tela) => {
    expect(telaFamilia1(fase, { existeCaso })).toBe(tela);
  });
});

describe('02 §4.4 family 3: used / new invoicing status → onboarding step', () => {
  const PF_NOVO = { novo: true, pj: false };
  const PJ_NOVO = { novo: true, pj: true };
  const PF_USADO = { novo: false, pj: false };
  it.each([
    ['TRATATIVA_NAO_INICIADA', PF_NOVO, 'introducao'],
    ['SLA_VIOLADO', PF_USADO, 'introducao'],
    ['Documento Expirado', PF_NOVO, 'introducao'],
    ['prazo finalizado', PF_NOVO, 'introducao'],
    ['BRSCAN_EM_ANDAMENTO', PF_NOVO, 'analisando-informacoes'],
    ['ANALISE_FATURAMENTO', PF_USADO, 'analisando-informacoes'],
    ['SUSPEITA_FRAUDE', PF_NOVO, 'analisando-informacoes'],
    ['PARECER_GRC', PJ_NOVO, 'analisando-informacoes'],
    ['PARECER_GRC', PF_NOVO, 'ainda-analisando-informacoes'],
    ['Análise GRC', PF_USADO, 'ainda-analisando-informacoes'],
    ['RETORNO_BRSCAN', PJ_NOVO, 'analisando-informacoes'],
    ['REANALISE_BRSCAN', PF_NOVO, 'identificacao-reprovada'],
    ['Pendência Cliente', PF_USADO, 'identificacao-reprovada'],
    ['DOCUMENTOS_ADICIONAIS_GRC', PF_NOVO, 'reenviar-documentos'],
    ['DOCUMENTO_RECUSADO', PF_NOVO, 'identificacao-filial'],
    ['AGUARDANDO_ESCOLHA_BEM', PF_NOVO, 'identificacao-aprovada'],
    ['GARANTIA_APROVADA', PF_USADO, 'vistoria-concluida'],
    ['VEICULO_RECUSADO', PF_USADO, 'vistoria-recusada'],
    ['PENDENCIA_VEICULO', PF_USADO, 'vistoria-recusada'],
    ['DOCUMENTOS_ILEGIVEIS', PF_USADO, 'documentos-vendedor-pendentes'],
    ['DOCUMENTOS_INCORRETOS', PF_NOVO, 'documentos-vendedor-pendentes'],
    ['CORRECAO_FATURAMENTO', PF_USADO, 'veiculo-alienado'],
    ['PROGRAMAR_PAGAMENTO', PF_NOVO, 'programar-pagamento'],
    ['PROGRAMAR_PAGAMENTO', PF_USADO, null],
    ['PENDENCIA_NOTA_FISCAL', PF_NOVO, 'nota-fiscal-pendente'],
    ['AGUARDANDO_ASSINATURA', PF_USADO, 'assinatura-contrato'],
    ['DOCUMENTO_ASSINADO', PF_USADO, 'assinatura-contrato'],
    ['PENDENCIA_CONTRATO', PF_USADO, 'assinatura-contrato'],
    ['AGUARDANDO_ASSINATURA', PF_NOVO, null],
    ['PAGAMENTO_ENVIADO', PF_NOVO, 'pagamento-enviado'],
    ['PENDENCIA_SWORKS', PF_USADO, 'documentos-proprietario'],
    ['AGUARDANDO_DADOS_VEICULO', PF_NOVO, null],
    [null, PF_NOVO, null],
  ])('%j %j → %j', (fase, quem, tela) => expect(telaFamilia3(fase, quem)).toBe(tela));
});

describe('validation outcome (validar) from the quota and holder data', () => {
  const LIMPA: EntradaValidacao = {
    quitada: false,
    faseAnaliseCredito: 'Cadastro Aprovado',
    restricaoCpf: 'sem-restricao',
    outrasCotasContempladas: 0,
    parcelasEmAtraso: 0,
  };
  it.each<[Partial<EntradaValidacao>, ReturnType<typeof decidirValidacao>]>([
    [{}, { resultado: 'APROVADO', podeFaturar: true, motivos: [] }],
    [{ faseAnaliseCredito: null }, { resultado: 'APROVADO', podeFaturar: true, motivos: [] }],
    [
      { faseAnaliseCredito: 'Cadastro Não Aprovado' },
      { resultado: 'REPROVADO', podeFaturar: false, motivos: [] },
    ],
    [
      { faseAnaliseCredito: 'REPROVADO_COMITE', restricaoCpf: 'restrito' },
      { resultado: 'REPROVADO', podeFaturar: false, motivos: [] },
    ],
    [{ restricaoCpf: 'restrito' }, { resultado: 'RESTRITO', podeFaturar: false, motivos: [] }],
    [
      { restricaoCpf: 'restrito', quitada: true },
      { resultado: 'RESTRITO', podeFaturar: false, motivos: [] },
    ],
    [{ restricaoCpf: 'erro' }, 'erro-crivo'],
    [{ quitada: true }, { resultado: 'RESTRITO', podeFaturar: false, motivos: ['COTA_QUITADA'] }],
    [{ parcelasEmAtraso: 2 }, { resultado: 'RESTRITO', podeFaturar: false, motivos: ['PAGAMENTO_BOLETO'] }],
    [
      { outrasCotasContempladas: 1 },
      { resultado: 'RESTRITO', podeFaturar: false, motivos: ['MULTIPLAS_COTAS'] },
    ],
    [
      { quitada: true, outrasCotasContempladas: 3 },
      { resultado: 'RESTRITO', podeFaturar: false, motivos: ['COTA_QUITADA', 'MULTIPLAS_COTAS'] },
    ],
  ])('%j → %j', (mudanca, esperado) => {
    expect(decidirValidacao({ ...LIMPA, ...mudanca })).toEqual(esperado);
  });

  it.each([
    ['APROVADO', [], 'tipo'],
    ['REPROVADO', [], 'cpfreprovado'],
    ['RESTRITO', [], 'cpfrestrito'],
    ['RESTRITO', ['COTA_QUITADA'], 'cotaquitada'],
    ['RESTRITO', ['COTA_QUITADA', 'MULTIPLAS_COTAS'], 'cotaquitada'],
    ['RESTRITO', ['MULTIPLAS_COTAS'], 'cotas'],
    ['RESTRITO', ['PAGAMENTO_BOLETO'], 'manual'],
    ['RESTRITO', ['PAGAMENTO_BOLETO', 'MULTIPLAS_COTAS'], 'manual'],
  ] as const)('%s %j → /faturamento/%s', (resultado, motivos, tela) => {
    expect(telaDaValidacao({ resultado, motivos })).toBe(tela);
  });

  it.each([
    [{ cotas: 1, bens: 1 }, null],
    [{ cotas: 2, bens: 1 }, 'MULTIPLAS_COTAS'],
    [{ cotas: 2, bens: 2 }, 'MULTIPLOS_BENS'],
    [{ cotas: 1, bens: 3 }, 'MULTIPLOS_BENS'],
  ])('quota choice %j → %j', (e, motivo) => expect(motivoDaEscolhaDeCotas(e)).toBe(motivo));
});

describe('manual path', () => {
  it('maps each option and alias to a restriction reason', () => {
    for (const m of Object.values(OPCOES_MANUAIS)) expect(MOTIVOS_RESTRICAO).toContain(m);
    expect(Object.keys(OPCOES_MANUAIS)).toEqual([
      'consignado',
      'financiamento',
      'maquinasagricolas',
      'conjuge',
    ]);
  });

  it.each([
    ['(11) 98888-7777', '11988887777', true],
    ['+55 11 98888-7777', '(11) 98888-7777', true],
    ['5511988887777', '11 988887777', true],
    ['(11) 98888-7777', '(11) 98888-7778', false],
    ['(21) 98888-7777', '(11) 98888-7777', false],
    ['', '', false],
    [null, '(11) 98888-7777', false],
    ['98888-7777', '98888-7777', false],
  ])('%j vs %j → %j', (a, b, esperado) => expect(telefonesConferem(a, b)).toBe(esperado));

  it.each([
    ['(11) 98888-7777', '(11) •••••-7777'],
    ['5511988887777', '(11) •••••-7777'],
    ['1133334444', '(11) ••••-4444'],
    ['123', null],
    [null, null],
  ])('masks %j → %j', (t, m) => expect(mascararTelefone(t)).toBe(m));

  it('builds the wa.me link with the quota and the reason', () => {
    const msg = mensagemWhatsAppManual({
      nome: 'Ana Costa Ribeiro ',
      grupo: 2020,
      cota: 42,
      motivo: 'QUITAR_FINANCIAMENTO',
    });
    expect(msg).toBe(
      'Olá! Sou Ana Costa Ribeiro e quero faturar o bem da minha cota contemplada (grupo 2020, cota 0042) com um atendente. Motivo: Quitar um financiamento.',
    );
    expect(linkWhatsAppManual('https://wa.me/5511999990000', msg)).toBe(
      `https://wa.me/5511999990000?text=${encodeURIComponent(msg)}`,
    );
    expect(linkWhatsAppManual('https://wa.me/5511999990000?text=Ol%C3%A1', 'oi')).toBe(
      'https://wa.me/5511999990000?text=oi',
    );
    expect(linkWhatsAppManual('(11) 4000-1234', 'oi')).toBe('https://wa.me/551140001234?text=oi');
    expect(linkWhatsAppManual(null, msg)).toBeNull();
    expect(linkWhatsAppManual('12', msg)).toBeNull();
  });
});

describe('02 §2.1 goods-billing home cards', () => {
  const BASE = {
    tipoFaturamento: 'FATURAMENTO_NOVO_AUTO' as const,
    tipoVistoria: null,
    dataCriacao: '2026-07-01T12:00:00.000Z',
    prazoGeralDias: 30,
    hoje: '2026-07-15',
  };
  it.each([
    ['Tratativa Não Iniciada', 'parabens'],
    ['BRSCAN em Andamento', 'analise-em-andamento'],
    ['Parecer GRC', 'analise-em-andamento'],
    ['Pendência Cliente', 'problema-documento'],
    ['Documento Recusado', 'problema-documento'],
    ['Documentos Adicionais GRC', 'enviar-documentos'],
    ['Aguardando Documentos', 'enviar-documentos'],
    ['Aguardando Escolha Bem', 'simulacao-veiculo'],
    ['Aguardando Dados Veículo', 'simulacao-veiculo'],
    ['Solicitar Vistoria Digital', 'vistoria-digital'],
    ['Vistoria Técnica Agendada', 'vistoria-tecnica'],
    ['Garantia Aprovada', 'vistoria-concluida'],
    ['Veículo Recusado', 'vistoria-recusada'],
    ['Programar Pagamento', 'pagamento-programado'],
    ['Pagamento Liberado', 'pagamento-programado'],
    ['Pagamento Enviado', 'pagamento-realizado'],
    ['Cadastro Aprovado', null],
  ])('%j → %j', (fase, cartao) => expect(cartaoFaturamentoBem({ ...BASE, fase })).toBe(cartao));

  it('an inspection error follows the inspection type', () => {
    expect(cartaoFaturamentoBem({ ...BASE, fase: 'Erro Vistoria', tipoVistoria: 'VISTORIA_TECNICA' })).toBe(
      'vistoria-tecnica',
    );
    expect(cartaoFaturamentoBem({ ...BASE, fase: 'Erro Vistoria', tipoVistoria: 'VISTORIA_DIGITAL' })).toBe(
      'vistoria-digital',
    );
  });

  it.each([
    // New vehicle, awaiting documents: expired only past the partner's deadline (days since creation).
    ['FATURAMENTO_NOVO_AUTO', 'Aguardando Documentos', '2026-06-14T12:00:00Z', 30, true],
    ['FATURAMENTO_NOVO_AUTO', 'Aguardando Documentos', '2026-06-15T12:00:00Z', 30, false],
    ['FATURAMENTO_NOVO_AUTO', 'aguardando documentos', '2026-01-01T12:00:00Z', null, false],
    ['FATURAMENTO_SEMINOVO_AUTO', 'Aguardando Documentos', '2026-01-01T12:00:00Z', 30, false],
    ['FATURAMENTO_NOVO_AUTO', 'Dados Vendedor', '2026-01-01T12:00:00Z', 30, false],
    ['FATURAMENTO_NOVO_AUTO', 'Aguardando Documentos', null, 30, false],
  ] as const)(
    '%s in %j created %j, deadline %j → expired %j',
    (tipoFaturamento, fase, dataCriacao, prazoGeralDias, expirado) => {
      const e = { ...BASE, tipoFaturamento, fase, dataCriacao, prazoGeralDias };
      expect(prazoFaturamentoExpirado(e)).toBe(expirado);
      expect(cartaoFaturamentoBem(e) === 'prazo-expirado').toBe(expirado);
    },
  );
});

describe('wire schemas', () => {
  it('reads the quota list of iniciar, refusing bad input in Portuguese', () => {
    expect(
      iniciarFaturamentoQuerySchema.parse({
        tipoFaturamento: 'FATURAMENTO_NOVO_AUTO',
        cotas: '3,4,3',
        quantidadeBens: '1',
      }),
    ).toEqual({
      tipoFaturamento: 'FATURAMENTO_NOVO_AUTO',
      cotas: [3, 4],
      quantidadeBens: 1,
    });
    const ruim = iniciarFaturamentoQuerySchema.safeParse({ tipoFaturamento: 'MOTO', cotas: 'a' });
    expect(ruim.success).toBe(false);
    expect(ruim.error?.issues.map((i) => i.message)).toEqual([
      'Tipo de faturamento inválido.',
      'Cotas inválidas.',
    ]);
  });

  it('the status answer names every 02 §3 billing-status field', () => {
    expect(Object.keys(statusFaturamentoSchema.shape)).toEqual(
      expect.arrayContaining([
        'fase',
        'status',
        'observacao',
        'respostaAnalista',
        'respostaSworks',
        'dataCriacao',
        'fluxoManual',
        'tipoCaso',
        'tipoVistoria',
        'tipoFaturamento',
        'tipoVendedor',
        'linhaDoTempoPagamento',
        'visitouFinal',
      ]),
    );
  });
});
