import { describe, expect, it } from 'vitest';
import { FASES } from '../casos/fases.schemas.ts';
import {
  ADMINISTRADORAS,
  TELAS_FATURAMENTO_NOVO,
  acoesDoAnalistaNovo,
  administradoraDaUnidade,
  anoDoVeiculo,
  anoModeloValido,
  anosDoZeroKm,
  anosModeloZeroKm,
  corDoVeiculo,
  ehAnoModeloZeroKm,
  etapaDaProgramacao,
  FASE_DETRAN_RESOLVIDA_PELO_CLIENTE,
  FASES_ESCOLHER_OUTRO_VEICULO,
  mensagemAnoZeroKm,
  telaDoFaturamentoNovo,
  validarContaDaConcessionaria,
  validarValorCompra,
  valorEnviadoDaCompra,
  valorRecursosProprios,
} from './novo.rules.ts';
import { cadastrarVeiculoBodySchema, dadosOrdemFaturamentoBodySchema } from './novo.schemas.ts';
import { MENSAGENS_VEICULOS } from './veiculos.rules.ts';

describe('02 §4.5 new-vehicle map', () => {
  it.each([
    ['AGUARDANDO_ESCOLHA_BEM', 'introducao'],
    ['ERRO_CADASTRO', 'analise-documentos'],
    ['DOCUMENTACAO_RECEBIDA', 'analise-documentos'],
    ['DADOS_CADASTRADOS', 'analise-documentos'],
    ['CADASTRAR_DADOS_FATURAMENTO', 'analise-documentos'],
    ['ERRO_PROCESSAMENTO', 'analise-documentos'],
    ['ANALISE_NOTA_FISCAL', 'analise-documentos'],
    ['AGUARDANDO_ASSINATURA', 'analise-documentos'],
    ['DOCUMENTO_ASSINADO', 'analise-documentos'],
    ['PENDENCIA_CONTRATO', 'analise-documentos'],
    ['PROGRAMAR_PAGAMENTO', 'analise-documentos'],
    ['AGUARDANDO_DADOS_VEICULO', 'valor-compra'],
    ['RETORNO_ESCOLHA_BEM', 'forma-pagamento'],
    ['PENDENCIA_SALDO', 'contato-pendencias'],
    ['RECHAMADA_CADASTRO_MODELO', 'aguardeinclusaodemarca'],
    ['RECHAMADA_CADASTRO_CONCESSIONARIA', 'aguardeinclusaodeconcessionaria'],
    ['CADASTRAR_CONCESSIONARIA', 'aguardeinclusaodeconcessionaria'],
    ['DADOS_VENDEDOR', 'envio-documentos'],
    ['AGUARDANDO_DOCUMENTOS', 'envio-documentos'],
    ['ERRO_INDICACAO_BEM', 'ordemcompra'],
    ['INDICAR_BEM_MANUAL', 'ordemcompra'],
    ['PENDENCIA_NOTA_FISCAL', 'resolver-pendencias'],
    ['NOTA_FISCAL_CORRIGIDA', 'cartacorrecaoenviada'],
    ['PENDENCIA_DETRAN', 'pendencia-detran'],
    ['PROGRAMACAO_ANDAMENTO', 'acompanharpagamento'],
    ['AGUARDANDO_APROVACAO', 'acompanharpagamento'],
    ['ERRO_PROGRAMACAO', 'acompanharpagamento'],
    ['PROGRAMAR_PAGAMENTO_MANUAL', 'acompanharpagamento'],
    ['VEICULO_ALIENADO', 'acompanharpagamento'],
    ['AGUARDANDO_LIBERACAO', 'acompanharpagamento'],
    ['PAGAMENTO_LIBERADO', 'acompanharpagamento'],
    ['AGUARDANDO_PAGAMENTO', 'acompanharpagamento'],
    ['PENDENCIA_FATURAMENTO', 'acompanharpagamento'],
    ['TRATATIVA_NAO_INICIADA', 'acompanharpagamento'],
    ['PAGAMENTO_ENVIADO', 'acompanharpagamento'],
    ['GARANTIA_APROVADA', 'fluxo-manual'],
    ['', 'fluxo-manual'],
  ] as const)('%s → %s', (fase, tela) => {
    expect(telaDoFaturamentoNovo(fase)).toBe(tela);
    // The CRM label leads to the same screen as the code.
    const rotulo = (FASES as Record<string, string>)[fase];
    if (rotulo) expect(telaDoFaturamentoNovo(rotulo)).toBe(tela);
  });

  it('has the 21 routes of §2.4', () => {
    expect(TELAS_FATURAMENTO_NOVO).toHaveLength(21);
  });
});

describe('02 §5 purchase value', () => {
  it.each([
    [5_000_000, 5_000_000, null],
    [5_000_001, 5_000_000, null],
    [4_999_999, 5_000_000, 'O valor informado deve ser de no mínimo R$\u00a050.000,00.'],
  ])('%i against a balance of %i', (valor, saldo, mensagem) => {
    expect(validarValorCompra(valor, saldo)).toBe(mensagem);
  });

  it.each([
    [9_000_000, 10_000_000, 9_000_000, 0],
    [10_000_000, 10_000_000, 10_000_000, 0],
    [12_500_000, 10_000_000, 10_000_000, 2_500_000],
  ])('sends min(%i, %i) = %i, the customer pays %i', (compra, disponivel, enviado, proprios) => {
    expect(valorEnviadoDaCompra(compra, disponivel)).toBe(enviado);
    expect(valorRecursosProprios(compra, disponivel)).toBe(proprios);
  });
});

describe('02 §5 vehicle fields', () => {
  it('writes the year as manufacture/model and accepts the next model year only', () => {
    expect(anoDoVeiculo(2026, 2027)).toBe('2026/2027');
    expect(anoModeloValido(2026, 2026)).toBe(true);
    expect(anoModeloValido(2026, 2027)).toBe(true);
    expect(anoModeloValido(2026, 2028)).toBe(false);
    expect(anoModeloValido(2026, 2025)).toBe(false);
  });
  it('trims the colour', () => {
    expect(corDoVeiculo('  Branco   Polar ')).toBe('Branco Polar');
  });
  it('validates the whole body, colour trimmed and CNPJ normalised', () => {
    const r = cadastrarVeiculoBodySchema.safeParse({
      valorCompra: 10_000_000,
      veiculo: {
        tipo: 'LEVE',
        marca: 'Fiat',
        modelo: 'Pulse',
        anoFabricacao: 2026,
        anoModelo: 2027,
        cor: ' Prata ',
      },
      concessionaria: { cnpj: '11.222.333/0001-81', razaoSocial: 'Concessionária Rota Sul' },
    });
    expect(r.success && r.data.veiculo.cor).toBe('Prata');
    expect(r.success && r.data.concessionaria.cnpj).toBe('11222333000181');
    const ruim = cadastrarVeiculoBodySchema.safeParse({
      valorCompra: 10_000_000,
      veiculo: {
        tipo: 'LEVE',
        marca: 'Fiat',
        modelo: 'Pulse',
        anoFabricacao: 2026,
        anoModelo: 2027,
        cor: 'Prata',
      },
      concessionaria: { cnpj: '11.222.333/0001-82', razaoSocial: 'X' },
    });
    expect(ruim.success).toBe(false);
    expect(ruim.error?.issues[0]?.message).toBe(MENSAGENS_VEICULOS.cnpjInvalido);
  });
});

describe('02 §5 bank rules for the dealer account', () => {
  const conta = {
    favorecido: 'Concessionária Rota Sul',
    cpfCnpj: '11.222.333/0001-81',
    idBanco: '001',
    agencia: '1234',
    conta: '12345-X',
    tipoConta: 'corrente',
  };
  it('accepts the dealer account under its CNPJ, last digit kept and a letter read as zero', () => {
    const r = validarContaDaConcessionaria(conta, '11222333000181');
    expect(r.valido && { conta: r.dados.conta, digito: r.dados.digitoConta }).toEqual({
      conta: '12345',
      digito: '0',
    });
  });
  it.each([
    [{ agencia: ' ' }, { agencia: 'Campo obrigatório' }],
    [{ agencia: '12345' }, { agencia: 'Informe a agência com 4 números, sem o dígito.' }],
    [{ cpfCnpj: '98765432100' }, { cpfCnpj: 'A conta deve estar no CNPJ da concessionária.' }],
    [
      { tipoConta: 'salario' },
      { tipoConta: 'Conta salário não é aceita. Informe uma conta corrente ou poupança.' },
    ],
  ])('%o → %o', (mudanca, erros) => {
    const r = validarContaDaConcessionaria({ ...conta, ...mudanca }, '11222333000181');
    expect(r.valido ? {} : r.erros).toEqual(erros);
  });
});

describe('02 §6 administrator on the billing order', () => {
  it.each([
    [4, ADMINISTRADORAS.montadoras],
    ['5', ADMINISTRADORAS.montadoras],
    [91, ADMINISTRADORAS.cnvw],
    [1, ADMINISTRADORAS.padrao],
    [null, ADMINISTRADORAS.padrao],
  ])('unit %s', (unidade, adm) => {
    expect(administradoraDaUnidade(unidade)).toBe(adm);
  });
  it('gives three different names and CNPJs', () => {
    const todas = Object.values(ADMINISTRADORAS);
    expect(new Set(todas.map((a) => a.cnpj)).size).toBe(3);
    expect(new Set(todas.map((a) => a.nome)).size).toBe(3);
  });
});

describe("the analyst's actions by phase", () => {
  it.each([
    ['Documentação Recebida', ['aprovar-documentos']],
    ['INDICAR_BEM_MANUAL', ['registrar-nota-fiscal', 'pedir-carta-correcao']],
    ['PROGRAMAR_PAGAMENTO', ['pedir-carta-correcao', 'emitir-ordem-pagamento', 'abrir-pendencia-detran']],
    ['PROGRAMACAO_ANDAMENTO', ['abrir-pendencia-detran', 'marcar-pagamento-enviado']],
    ['PENDENCIA_DETRAN', ['resolver-pendencia-detran']],
    ['PAGAMENTO_ENVIADO', []],
    ['AGUARDANDO_DADOS_VEICULO', []],
  ])('%s → %o', (fase, acoes) => {
    expect(acoesDoAnalistaNovo(fase)).toEqual(acoes);
  });
});

describe('a 0 km vehicle’s model years: this year and the next, by the clock', () => {
  it.each([
    ['2026-11-27', [2026, 2027]],
    ['2026-01-01', [2026, 2027]],
    ['2026-12-31', [2026, 2027]],
    ['2027-01-01', [2027, 2028]],
    ['2030-06-15', [2030, 2031]],
  ] as const)('on %s: %j', (hoje, anos) => {
    expect(anosModeloZeroKm(hoje)).toEqual(anos);
  });

  it.each([
    [2027, '2026-11-27', true],
    [2026, '2026-11-27', true],
    [2025, '2026-11-27', false],
    [2022, '2026-11-27', false],
    [2028, '2026-11-27', false],
    [2026, '2027-01-01', false],
    [2028, '2027-01-01', true],
  ] as const)('model year %i on %s → %s', (ano, hoje, esperado) => {
    expect(ehAnoModeloZeroKm(ano, hoje)).toBe(esperado);
  });

  it('lists only those of the catalogue, in its order', () => {
    const catalogo = [2027, 2026, 2025, 2024, 2023, 2022].map((anoModelo) => ({ anoModelo }));
    expect(anosDoZeroKm(catalogo, '2026-11-27')).toEqual([{ anoModelo: 2027 }, { anoModelo: 2026 }]);
    expect(anosDoZeroKm(catalogo, '2028-03-01')).toEqual([]);
    expect(mensagemAnoZeroKm('2026-11-27')).toBe(
      'Para um veículo 0 km, o ano do modelo deve ser 2026 ou 2027.',
    );
  });
});

describe('payment programming state (programar-pagamento)', () => {
  it.each([
    ['Aguardando Dados Veículo', 'AGUARDANDO_NOTA_FISCAL'],
    ['Indicar Bem Manual', 'AGUARDANDO_NOTA_FISCAL'],
    [FASES.PROGRAMAR_PAGAMENTO, 'A_PROGRAMAR'],
    ['PROGRAMAR_PAGAMENTO_MANUAL', 'A_PROGRAMAR'],
    [FASES.PROGRAMACAO_ANDAMENTO, 'EM_PROGRAMACAO'],
    [FASES.AGUARDANDO_LIBERACAO, 'EM_PROGRAMACAO'],
    [FASES.PAGAMENTO_LIBERADO, 'EM_PROGRAMACAO'],
    [FASES.PENDENCIA_DETRAN, 'PENDENTE'],
    [FASES.PENDENCIA_NOTA_FISCAL, 'PENDENTE'],
    [FASES.ERRO_PROGRAMACAO, 'PENDENTE'],
    [FASES.PAGAMENTO_ENVIADO, 'ENVIADO'],
    [null, 'AGUARDANDO_NOTA_FISCAL'],
  ] as const)('%s → %s', (fase, etapa) => {
    expect(etapaDaProgramacao(fase)).toBe(etapa);
  });
});

describe('choosing another vehicle and the Detran pendency', () => {
  it('may choose another vehicle until the payment is programmed, or with a Detran pendency', () => {
    expect(FASES_ESCOLHER_OUTRO_VEICULO).toContain('PENDENCIA_DETRAN');
    expect(FASES_ESCOLHER_OUTRO_VEICULO).toContain('RETORNO_ESCOLHA_BEM');
    for (const fase of ['PROGRAMACAO_ANDAMENTO', 'PAGAMENTO_ENVIADO', 'PROGRAMAR_PAGAMENTO'])
      expect(FASES_ESCOLHER_OUTRO_VEICULO).not.toContain(fase);
  });

  it('sends a pendency the customer resolved back to the analysis screen', () => {
    expect(telaDoFaturamentoNovo(FASE_DETRAN_RESOLVIDA_PELO_CLIENTE)).toBe('analise-documentos');
  });
});

describe('dados-ordem-faturamento body', () => {
  it.each([
    [{ corParceiro: '#0a3d62', logoParceiro: '/parceiros/x.svg', unidadeNegocio: 4 }, true],
    [{ corParceiro: '#abc', logoParceiro: '/parceiros/x.svg', unidadeNegocio: '91' }, true],
    [{ corParceiro: 'azul', logoParceiro: '/parceiros/x.svg', unidadeNegocio: 4 }, false],
    [{ corParceiro: '#0a3d62', logoParceiro: '', unidadeNegocio: 4 }, false],
    [{ corParceiro: '#0a3d62', logoParceiro: '/parceiros/x.svg', unidadeNegocio: 'quatro' }, false],
    [{ corParceiro: '#0a3d62', logoParceiro: '/parceiros/x.svg', unidadeNegocio: 4.5 }, false],
  ])('%j → valid %s', (corpo, valido) => {
    expect(dadosOrdemFaturamentoBodySchema.safeParse(corpo).success).toBe(valido);
  });
});
