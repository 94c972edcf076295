import { describe, expect, it } from 'vitest';
import {
  etapaAnterior,
  etapaDaRota,
  etapasVisiveis,
  primeiraEtapa,
  progressoDaEtapa,
  proximaEtapa,
  type ContextoEtapas,
  type EtapaContemplacao,
} from './etapas.rules.ts';
import {
  documentosDaOcupacao,
  documentosPedidos,
  documentosDeTerceiro,
  documentosFaltantes,
  documentosPorCategoria,
  MENSAGENS_DOCUMENTOS_CONTEMPLACAO as M,
  MINIMO_ARQUIVOS_IDENTIFICACAO,
  recusaComprovanteResidencia,
  recusaDoEnvio,
  recusaExtratoBancario,
  tiposRenda,
  type TipoRenda,
} from './documentos.rules.ts';
import {
  cartaoDeContemplacao,
  casoDaAnalise,
  estadoRestricaoCpf,
  modalPodeAparecer,
  mostrarModalPrazoFinalizado,
  recomendacaoCrivo,
  telaDaAnaliseDeCredito,
} from './analise.rules.ts';
import {
  deveDescontemplar,
  linhaDoTempoContemplacao,
  prazoDaAnalise,
  prazoDaGarantia,
  proximoLembreteGarantia,
} from './prazos.rules.ts';
import { jaPossuiCaso } from '../casos/casos.rules.ts';
import { contemplacaoOperacoes } from './contemplacao.operations.ts';

describe('contemplation steps', () => {
  const base: ContextoEtapas = { modalidade: 'LANCE LIVRE', categoria: 'veiculos' };
  it.each<[string, ContextoEtapas, EtapaContemplacao[]]>([
    [
      'bid, car: the minimal flow',
      base,
      [
        'OfferConfirmation',
        'VerificationResults',
        'DocumentSelection',
        'DocumentConfirmation',
        'SieveResult',
        'InvoiceSelection',
      ],
    ],
    [
      'draw (modality starting with S) adds the presentation and conditions',
      { ...base, modalidade: 'SORTEIO' },
      [
        'DrawPresentation',
        'Conditions',
        'OfferConfirmation',
        'VerificationResults',
        'DocumentSelection',
        'DocumentConfirmation',
        'SieveResult',
        'InvoiceSelection',
      ],
    ],
    [
      'lower-case and spaced "s" is a draw too',
      { ...base, modalidade: '  sorteio' },
      [
        'DrawPresentation',
        'Conditions',
        'OfferConfirmation',
        'VerificationResults',
        'DocumentSelection',
        'DocumentConfirmation',
        'SieveResult',
        'InvoiceSelection',
      ],
    ],
    [
      'heavy quota with guarantee, restriction and extra documents: every step but the draw',
      {
        modalidade: 'LANCE FIXO',
        categoria: 'pesados',
        itemGarantia: 'boleto',
        restricaoCpf: true,
        documentosAdicionais: true,
      },
      [
        'OfferConfirmation',
        'VerificationResults',
        'Guarantee',
        'CpfRestriction',
        'HeavyType',
        'DocumentSelection',
        'ExtraDocumentConfirmation',
        'DocumentConfirmation',
        'SieveResult',
        'InvoiceSelection',
      ],
    ],
    [
      'property quota: no heavy type; blank guarantee item hides Guarantee',
      { ...base, categoria: 'imoveis', itemGarantia: '  ' },
      [
        'OfferConfirmation',
        'VerificationResults',
        'DocumentSelection',
        'DocumentConfirmation',
        'SieveResult',
        'InvoiceSelection',
      ],
    ],
  ])('%s', (_nome, contexto, esperado) => {
    expect(etapasVisiveis(contexto)).toEqual(esperado);
    expect(primeiraEtapa(contexto)).toBe(esperado[0]);
  });

  it.each<[EtapaContemplacao, ContextoEtapas, EtapaContemplacao | null, EtapaContemplacao | null]>([
    ['OfferConfirmation', base, null, 'VerificationResults'],
    ['OfferConfirmation', { ...base, modalidade: 'S' }, 'Conditions', 'VerificationResults'],
    ['DocumentSelection', base, 'VerificationResults', 'DocumentConfirmation'],
    ['DocumentSelection', { ...base, categoria: 'pesados' }, 'HeavyType', 'DocumentConfirmation'],
    [
      'DocumentConfirmation',
      { ...base, documentosAdicionais: true },
      'ExtraDocumentConfirmation',
      'SieveResult',
    ],
    // A hidden current step (answers changed under it) falls back to the last shown step before it.
    ['HeavyType', base, 'VerificationResults', 'DocumentSelection'],
    ['InvoiceSelection', base, 'SieveResult', null],
  ])('%s: previous and next', (atual, contexto, anterior, proxima) => {
    expect(etapaAnterior(atual, contexto)).toBe(anterior);
    expect(proximaEtapa(atual, contexto)).toBe(proxima);
  });

  it('counts only shown steps', () => {
    expect(progressoDaEtapa('DocumentSelection', base)).toEqual({ numero: 3, total: 6 });
    expect(progressoDaEtapa('DocumentSelection', { ...base, modalidade: 'SORTEIO' })).toEqual({
      numero: 5,
      total: 8,
    });
    // Hidden: counted as the step it falls back to.
    expect(progressoDaEtapa('HeavyType', base)).toEqual({ numero: 2, total: 6 });
    expect(progressoDaEtapa('DrawPresentation', base)).toEqual({ numero: 1, total: 6 });
  });

  it.each([
    ['sorteio', 'DrawPresentation'],
    ['condicoes-sorteio', 'Conditions'],
    ['tipo-pesado', 'HeavyType'],
    ['documentos-pesado', 'DocumentSelection'],
    ['tipo-imovel', 'InvoiceSelection'],
    ['outra-cota', 'InvoiceSelection'],
    ['resultado-analise', 'SieveResult'],
    ['nada', null],
  ])('route %s → %s', (rota, etapa) => {
    expect(etapaDaRota(rota)).toBe(etapa);
  });
});

describe('documents by occupation (02 §5)', () => {
  const adicionais = (t: TipoRenda) =>
    documentosDaOcupacao(t, 'cnh')
      .slice(3)
      .map((d) => `${d.codigo}×${d.quantidade}`);
  it.each<[TipoRenda, string[]]>([
    ['assalariado_renda_fixa', ['holerite×1']],
    ['assalariado_renda_variavel', ['holerite×3']],
    ['funcionario_publico', ['holerite×1']],
    ['motorista_aplicativo', ['extrato_bancario×1']],
    ['autonomo', ['extrato_bancario×1']],
    ['caminhoneiro', ['extrato_bancario×1']],
    ['aposentado', ['extrato_bancario×1', 'carta_concessao_beneficio×1']],
    ['empresario', ['declaracao_imposto_renda×1', 'extrato_bancario×1', 'contrato_social×1']],
    ['proprietario_imoveis', ['extrato_bancario×1', 'contrato_locacao×1', 'iptu×1']],
    ['profissional_liberal', ['extrato_bancario×1', 'carteira_classe×1']],
    ['agricultor', ['extrato_bancario×1', 'nota_fiscal_rural×6', 'itr×1', 'cadastro_rural×1']],
  ])('%s', (tipo, esperado) => {
    const lista = documentosDaOcupacao(tipo, 'cnh');
    expect(lista.slice(0, 3).map((d) => d.codigo)).toEqual([
      'documento_pessoal',
      'selfie',
      'comprovante_residencia',
    ]);
    expect(adicionais(tipo)).toEqual(esperado);
    expect(lista.every((d) => d.obrigatorio)).toBe(true);
  });

  it('covers all 11 income types', () => {
    expect(tiposRenda).toHaveLength(11);
  });

  it.each(Object.entries(MINIMO_ARQUIVOS_IDENTIFICACAO).filter(([t]) => !t.endsWith('_terceiro')))(
    'identity %s needs %i files',
    (tipo, n) => {
      const pessoal = documentosDaOcupacao('autonomo', tipo as 'rg')[0]!;
      expect(pessoal).toMatchObject({
        codigo: 'documento_pessoal',
        quantidade: n,
        categoria: 'Identificacao',
      });
    },
  );

  it('the longer list adds the tax declaration (once) and an optional extra', () => {
    const autonomo = documentosDaOcupacao('autonomo', 'rg', { completa: true }).map((d) => d.codigo);
    expect(autonomo.slice(-2)).toEqual(['declaracao_imposto_renda', 'documento_extra']);
    const empresario = documentosDaOcupacao('empresario', 'rg', { completa: true });
    expect(empresario.filter((d) => d.codigo === 'declaracao_imposto_renda')).toHaveLength(1);
    expect(empresario.at(-1)).toMatchObject({ codigo: 'documento_extra', obrigatorio: false });
  });

  it('groups by category and lists the third party documents', () => {
    const grupos = documentosPorCategoria(documentosDaOcupacao('aposentado', 'rg'));
    expect(grupos.map((g) => [g.rotulo, g.documentos.length])).toEqual([
      ['Identificação', 2],
      ['Endereço', 1],
      ['Renda', 2],
    ]);
    expect(documentosDeTerceiro('rg_terceiro')[0]).toMatchObject({ quantidade: 2 });
    expect(documentosDeTerceiro('cnh_terceiro')[0]).toMatchObject({ quantidade: 1 });
  });

  const hoje = '2026-11-26';
  it.each<[string, string | null, boolean, string | null]>([
    ['today', '2026-11-26', true, null],
    ['60 days', '2026-09-27', true, null],
    ['61 days', '2026-09-26', true, M.comprovanteAntigo],
    ['future', '2026-11-27', true, M.dataFutura],
    ['another name', '2026-11-20', false, M.comprovanteDeOutraPessoa],
    ['no date', null, true, M.dataObrigatoria('Comprovante de residência')],
  ])('residence proof: %s', (_n, data, nome, esperado) => {
    expect(recusaComprovanteResidencia({ dataEmissao: data, emNomeDoTitular: nome }, hoje)).toBe(esperado);
  });

  it.each<[string, string | null]>([
    ['2026-05-30', null],
    ['2026-05-29', M.extratoForaDoPeriodo],
  ])('bank statement dated %s', (data, esperado) => {
    expect(recusaExtratoBancario(data, hoje)).toBe(esperado);
  });

  it('a sending: selfie only after the personal document, minimum files, listed documents only', () => {
    const pedidos = documentosDaOcupacao('assalariado_renda_variavel', 'rg');
    expect(recusaDoEnvio(pedidos, [{ codigo: 'selfie' }], [], hoje)).toBe(M.selfieAntesDoDocumento);
    expect(recusaDoEnvio(pedidos, [{ codigo: 'selfie' }], ['documento_pessoal'], hoje)).toBeNull();
    expect(
      recusaDoEnvio(
        pedidos,
        [{ codigo: 'documento_pessoal' }, { codigo: 'documento_pessoal' }, { codigo: 'selfie' }],
        [],
        hoje,
      ),
    ).toBeNull();
    expect(recusaDoEnvio(pedidos, [{ codigo: 'documento_pessoal' }], [], hoje)).toBe(
      M.minimoArquivos('RG (frente e verso)', 2),
    );
    expect(recusaDoEnvio(pedidos, [{ codigo: 'holerite' }, { codigo: 'holerite' }], [], hoje)).toBe(
      M.minimoArquivos('Últimos 3 holerites', 3),
    );
    expect(recusaDoEnvio(pedidos, [{ codigo: 'iptu' }], [], hoje)).toBe(M.documentoNaoPedido('IPTU'));
    expect(documentosFaltantes(pedidos, ['documento_pessoal', 'selfie']).map((d) => d.codigo)).toEqual([
      'comprovante_residencia',
      'holerite',
    ]);
  });
});

describe('credit analysis (02 §4.9)', () => {
  it.each([
    ['Tratativa Não Iniciada', 'fluxo-contemplado'],
    ['Triagem em Andamento', 'confirmacao-documentos'],
    ['aguardando analise interna', 'confirmacao-documentos'],
    ['AGUARDANDO_REANALISE_INTERNA', 'confirmacao-documentos'],
    ['Retorno Cliente Reanálise', 'confirmacao-documentos'],
    ['Cadastro Aprovado', 'resultado-crivo'],
    ['Cadastro Aprovado Comitê', 'resultado-crivo'],
    ['Cadastro Não Aprovado', 'analise-reprovada'],
    ['Cadastro Nao Aprovado Comite', 'analise-reprovada'],
    ['Reprovado', 'analise-reprovada'],
    ['Reprovado Comitê', 'analise-reprovada'],
    ['Pendência Cliente', 'selecao-documentos'],
    ['Prazo Finalizado', 'selecao-documentos'],
    ['Pendência Cliente Reanálise', 'selecao-documentos-adicionais'],
    ['Caso Expirado', null],
    ['Algo Novo', null],
    [null, null],
  ])('%s → %s', (fase, tela) => {
    expect(telaDaAnaliseDeCredito(fase)).toBe(tela);
  });

  it('several cases: the latest created analysis case; the number hidden only in the two phases', () => {
    const casos = [
      {
        CaseNumber: '00010001',
        CreatedDate: '2026-11-01T10:00:00Z',
        RecordTypeDeveloperName: 'Consultoria_Analise',
        Fase__c: 'Reprovado',
      },
      {
        CaseNumber: '00010003',
        CreatedDate: '2026-11-20T10:00:00Z',
        RecordTypeDeveloperName: 'Consultoria_Analise',
        Fase__c: 'Triagem em Andamento',
      },
      {
        CaseNumber: '00010004',
        CreatedDate: '2026-11-25T10:00:00Z',
        RecordTypeDeveloperName: 'Faturamento_Especie',
        Fase__c: 'Pendência Cliente',
      },
      {
        CaseNumber: '00010002',
        CreatedDate: '2026-11-10T10:00:00Z',
        RecordTypeDeveloperName: 'Consultoria_Analise',
        Fase__c: 'Pendência Cliente',
      },
    ];
    const caso = casoDaAnalise(casos)!;
    expect(caso.CaseNumber).toBe('00010003');
    expect(jaPossuiCaso(caso)).toBe(true);
    expect(jaPossuiCaso(casos[3])).toBe(false);
    expect(jaPossuiCaso({ Fase__c: 'Aguardando Análise Pagamento Espécie' })).toBe(true);
    expect(casoDaAnalise([])).toBeNull();
  });

  it('overdue modal at most once a day, again only on a later day', () => {
    expect(mostrarModalPrazoFinalizado('Prazo Finalizado', null, '2026-11-26')).toBe(true);
    expect(mostrarModalPrazoFinalizado('Prazo Finalizado', '2026-11-26', '2026-11-26')).toBe(false);
    expect(mostrarModalPrazoFinalizado('Prazo Finalizado', '2026-11-25', '2026-11-26')).toBe(true);
    expect(mostrarModalPrazoFinalizado('Pendência Cliente', null, '2026-11-26')).toBe(false);
    expect(modalPodeAparecer('2026-11-26T23:59:00-03:00', '2026-11-27')).toBe(true);
  });

  it.each<[Parameters<typeof estadoRestricaoCpf>[0], string]>([
    ['falhou', 'sem-restricao'],
    [null, 'sem-restricao'],
    [{ codigo: '00' }, 'sem-restricao'],
    [{ codigo: '27' }, 'erro'],
    [{ codigo: 27 }, 'erro'],
    [{ codigo: '12' }, 'restrito'],
  ])('CPF restriction of %j: %s', (r, e) => {
    expect(estadoRestricaoCpf(r)).toBe(e);
  });

  it.each<[number, number | null, 'aprovar' | 'reprovar']>([
    [35_000, 100_000, 'aprovar'],
    [35_001, 100_000, 'reprovar'],
    [10_000, 100_000, 'aprovar'],
    [10_000, 0, 'reprovar'],
    [10_000, null, 'reprovar'],
  ])('screening: instalment %i against income %s → %s', (parcela, renda, e) => {
    expect(recomendacaoCrivo(parcela, renda).recomendacao).toBe(e);
  });

  it.each<[boolean, string | null, string | null, string | null]>([
    [false, 'Tratativa Não Iniciada', null, null],
    [true, null, null, 'parabens'],
    [true, 'Tratativa Não Iniciada', null, 'parabens'],
    [true, 'Triagem em Andamento', null, 'analise-em-andamento'],
    [true, 'Pendência Cliente', null, 'problema-documento'],
    [true, 'Prazo Finalizado', null, 'enviar-documentos'],
    [true, 'Pendência Cliente Reanálise', null, 'enviar-documentos'],
    [true, 'Cadastro Aprovado', 'Aguardando Liberação', 'pagamento-programado'],
    [true, 'Cadastro Aprovado', 'Pagamento Enviado', 'pagamento-realizado'],
    [true, 'Caso Expirado', null, null],
  ])(
    'home card: contemplated %s, analysis %s, billing %s → %s',
    (contemplada, faseAnalise, faseFaturamento, e) => {
      expect(cartaoDeContemplacao({ contemplada, faseAnalise, faseFaturamento })).toBe(e);
    },
  );
});

describe('deadlines in business days, shown as dates', () => {
  it.each<[string, number, string | undefined, string]>([
    // Thursday + 5 across Consciência Negra (Fri 20 Nov, national): Mon to Fri of the next week.
    ['2026-11-19', 5, undefined, '2026-11-27'],
    // Across Christmas and New Year (national holidays): 24, 28, 29, 30, 31 Dec, then 4 Jan.
    ['2026-12-23', 5, undefined, '2026-12-31'],
    ['2026-12-23', 6, undefined, '2027-01-04'],
    // Carnival Monday and Tuesday 2027 (Feb 8, 9) are not business days.
    ['2027-02-05', 2, undefined, '2027-02-11'],
    // São Paulo state: 9 July (Revolução Constitucionalista) counts only with the UF.
    ['2027-07-08', 1, undefined, '2027-07-09'],
    ['2027-07-08', 1, 'SP', '2027-07-12'],
  ])('guarantee from %s + %i business days (%s) → %s', (assembleia, dias, uf, data) => {
    const p = prazoDaGarantia(assembleia, dias, assembleia, uf);
    expect(p.data).toBe(data);
    expect(p.dataFormatada).toBe(`${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`);
    expect(p.vencido).toBe(false);
  });

  it('counts down and turns overdue the day after the last one', () => {
    expect(prazoDaGarantia('2026-11-19', 5, '2026-11-26')).toMatchObject({
      diasUteisRestantes: 1,
      vencido: false,
    });
    expect(prazoDaGarantia('2026-11-19', 5, '2026-11-27')).toMatchObject({
      diasUteisRestantes: 0,
      vencido: false,
    });
    expect(prazoDaGarantia('2026-11-19', 5, '2026-11-30')).toMatchObject({
      diasUteisRestantes: -1,
      vencido: true,
    });
  });

  it('descontemplates only past the deadline with documents missing', () => {
    const e = { dataContemplacao: '2026-11-19', diasUteis: 5, hoje: '2026-11-30' };
    expect(deveDescontemplar({ ...e, faseAnalise: 'Tratativa Não Iniciada' })).toBe(true);
    expect(deveDescontemplar({ ...e, faseAnalise: 'Pendência Cliente' })).toBe(true);
    expect(deveDescontemplar({ ...e, faseAnalise: 'Triagem em Andamento' })).toBe(false);
    expect(deveDescontemplar({ ...e, hoje: '2026-11-27', faseAnalise: 'Tratativa Não Iniciada' })).toBe(
      false,
    );
  });

  it('analysis within 48 business hours: two business days from the sending, in São Paulo', () => {
    // Friday 22:30 in São Paulo is already Saturday in UTC: still Friday's count (Mon, Tue).
    expect(prazoDaAnalise(new Date('2026-11-21T01:30:00Z'), '2026-11-21').data).toBe('2026-11-24');
    expect(prazoDaAnalise(new Date('2026-11-26T12:00:00Z'), '2026-11-26').data).toBe('2026-11-30');
  });

  it('reminder options', () => {
    expect(proximoLembreteGarantia('lembrar-amanha', '2026-11-26', '2026-12-03')).toBe('2026-11-27');
    expect(proximoLembreteGarantia('entendi', '2026-11-26', '2026-12-03')).toBe('2026-12-03');
    expect(proximoLembreteGarantia('proximos-passos', '2026-11-26', '2026-12-03')).toBe('2026-11-26');
  });
});

describe('catalogue', () => {
  it('uses the exact 02 §7 paths', () => {
    const caminhos = Object.values(contemplacaoOperacoes).map((o) => `${o.metodo} ${o.caminho}`);
    expect(caminhos).toContain('POST /antifraude/analise-documento/solicitar');
    expect(caminhos).toContain('PUT /antifraude/analise-documento/solicitar-reanalise-vistoria');
    expect(caminhos).toContain('GET /cotas/{id}/valor-disponivel');
    expect(caminhos.filter((c) => c.includes('/antifraude/analise-documento/'))).toHaveLength(9);
  });
});

describe('contemplation timeline', () => {
  const prazoGarantia = prazoDaGarantia('2026-11-19', 10, '2026-11-23');
  const prazoAnalise = prazoDaAnalise(new Date('2026-11-23T15:00:00Z'), '2026-11-23');
  const estados = (fase: string | null) =>
    linhaDoTempoContemplacao({
      dataContemplacao: '2026-11-19',
      faseAnalise: fase,
      prazoGarantia,
      prazoAnalise,
    }).map((i) => `${i.etapa}:${i.responsavel}:${i.estado}:${i.data ?? '-'}`);
  it.each<[string | null, string[]]>([
    [
      'Tratativa Não Iniciada',
      [
        'contemplacao:administradora:concluida:19/11/2026',
        `documentos:voce:atual:${prazoGarantia.dataFormatada}`,
        'analise:administradora:pendente:-',
        'resultado:administradora:pendente:-',
        'faturamento:voce:pendente:-',
      ],
    ],
    [
      'Triagem em Andamento',
      [
        'contemplacao:administradora:concluida:19/11/2026',
        'documentos:voce:concluida:-',
        'analise:administradora:atual:25/11/2026',
        'resultado:administradora:pendente:-',
        'faturamento:voce:pendente:-',
      ],
    ],
    [
      'Cadastro Aprovado',
      [
        'contemplacao:administradora:concluida:19/11/2026',
        'documentos:voce:concluida:-',
        'analise:administradora:concluida:-',
        'resultado:administradora:concluida:-',
        'faturamento:voce:atual:-',
      ],
    ],
    [
      'Reprovado',
      [
        'contemplacao:administradora:concluida:19/11/2026',
        'documentos:voce:concluida:-',
        'analise:administradora:concluida:-',
        'resultado:administradora:recusada:-',
        'faturamento:voce:pendente:-',
      ],
    ],
  ])('%s', (fase, esperado) => {
    expect(estados(fase)).toEqual(esperado);
  });
});

describe('the documents the analyst asked for (issue 18)', () => {
  const lista = documentosDaOcupacao('assalariado_renda_fixa', 'cnh');

  it.each([
    [[], []],
    [['extrato_bancario'], ['extrato_bancario']],
    [['holerite'], ['holerite']],
    [
      ['extrato_bancario', 'holerite', 'iptu'],
      ['holerite', 'extrato_bancario', 'iptu'],
    ],
    [['codigo_inexistente'], []],
  ] as const)('asked %j → marked %j', (adicionais, marcados) => {
    const pedidos = documentosPedidos(lista, adicionais);
    expect(pedidos.filter((d) => d.pedidoPeloAnalista).map((d) => d.codigo)).toEqual(marcados);
    // The occupation's list stays, each document once.
    expect(pedidos.slice(0, lista.length).map((d) => d.codigo)).toEqual(lista.map((d) => d.codigo));
    expect(new Set(pedidos.map((d) => d.codigo)).size).toBe(pedidos.length);
  });

  it('lets the customer send what the analyst asked for', () => {
    const arquivos = [{ codigo: 'iptu' as const }];
    expect(recusaDoEnvio(lista, arquivos, [], '2026-01-10')).toBe(
      'IPTU não faz parte dos documentos pedidos.',
    );
    expect(recusaDoEnvio(documentosPedidos(lista, ['iptu']), arquivos, [], '2026-01-10')).toBeNull();
  });
});
