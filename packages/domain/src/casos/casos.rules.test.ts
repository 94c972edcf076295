import { describe, expect, it } from 'vitest';
import {
  OPCOES_ANALISTA,
  STATUS_CASO,
  TIPOS_CASO,
  baldes,
  type Balde,
  type TipoCaso,
} from './casos.schemas.ts';
import {
  FASES,
  FASES_FATURAMENTO_BEM,
  FASES_MINUSCULAS,
  codigosFase,
  type CodigoFase,
} from './fases.schemas.ts';
import { fornecedorDoCodigo } from './fornecedores.rules.ts';
import {
  CODIGO_FORNECEDOR_SEM_NOVO_CASO,
  analiseDocumentosValida,
  baldeDoTipo,
  casoMaisRecente,
  codigoDaFase,
  crivoComErro,
  dataDoCasoEmSaoPaulo,
  diasDesde,
  distribuirEmBaldes,
  faseDefinivelPeloApp,
  faseEm,
  fasePermitidaAoAnalista,
  formatarNumeroCaso,
  jaPossuiCaso,
  lerDadosApp,
  lerListaDocumentos,
  mapaErrosDocumentos,
  normalizarTermo,
  opcoesDoAnalista,
  podeAbrirNovoCaso,
  podeAbrirNovoCasoComFornecedor,
  referenciaDoCaso,
  rotuloDaFase,
  rotuloDoStatus,
  statusEm,
  statusPermitidoAoAnalista,
  sucessoComposto,
  type CasoResumo,
} from './casos.rules.ts';

const HOJE = '2026-07-15';
const T = TIPOS_CASO;

let seq = 0;
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

describe('catálogo de fases', () => {
  it.each(Object.entries(FASES))('%s is the code of %j', (codigo, rotulo) => {
    expect(codigoDaFase(rotulo)).toBe(codigo);
  });

  it('02 §4.1 list starts and ends where the spec does and has no duplicates', () => {
    expect(FASES_FATURAMENTO_BEM[0]).toBe('TRATATIVA_NAO_INICIADA');
    expect(FASES_FATURAMENTO_BEM.at(-1)).toBe('DADOS_VENDEDOR');
    expect(FASES_FATURAMENTO_BEM).toHaveLength(89);
    expect(new Set(codigosFase).size).toBe(codigosFase.length);
  });

  it.each<[CodigoFase, string]>([
    ['TRATATIVA_NAO_INICIADA', 'tratativa nao iniciada'],
    ['BRSCAN_EM_ANDAMENTO', 'brscan em andamento'],
    ['PENDENCIA_CLIENTE', 'pendencia cliente'],
    ['E_MAIL_ENVIADO', 'e mail enviado'],
  ])('lower-case spaced form of %s → %j', (codigo, minuscula) => {
    expect(FASES_MINUSCULAS[codigo]).toBe(minuscula);
  });
});

describe('normalizarTermo / codigoDaFase', () => {
  it.each([
    ['Tratativa Não Iniciada', 'tratativa nao iniciada'],
    ['TRATATIVA_NAO_INICIADA', 'tratativa nao iniciada'],
    ['  tratativa   não  iniciada ', 'tratativa nao iniciada'],
    ['Pendência Cliente', 'pendencia cliente'],
    ['E-mail Enviado', 'e mail enviado'],
    ['Atendimento_Pos_Venda', 'atendimento pos venda'],
    ['atendimento pós-venda', 'atendimento pos venda'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (entrada, esperado) => {
    expect(normalizarTermo(entrada)).toBe(esperado);
  });

  it.each([
    ['Atualização Obrigatória', 'ATUALIZACAO_OBRIGATORIA'],
    ['aguardando análise pagamento espécie', 'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE'],
    ['Ciente via APP', 'CIENTE_VIA_APP'],
    ['Fase Inventada', 'FASE_INVENTADA'],
  ])('codigoDaFase(%j) → %s', (fase, codigo) => {
    expect(codigoDaFase(fase)).toBe(codigo);
  });
});

describe('faseEm / statusEm (case- and accent-insensitive)', () => {
  it.each<[string | null, CodigoFase[], boolean]>([
    ['Pendência Cliente', ['PENDENCIA_CLIENTE'], true],
    ['pendencia cliente', ['PENDENCIA_CLIENTE'], true],
    ['PENDENCIA_CLIENTE', ['PENDENCIA_CLIENTE'], true],
    ['Pendência Cliente Reanálise', ['PENDENCIA_CLIENTE'], false],
    ['e-mail enviado', ['E_MAIL_ENVIADO'], true],
    ['Triagem em Andamento', ['AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE', 'TRIAGEM_EM_ANDAMENTO'], true],
    [null, ['PENDENCIA_CLIENTE'], false],
    ['', ['PENDENCIA_CLIENTE'], false],
  ])('faseEm(%j, %j) → %s', (fase, codigos, esperado) => {
    expect(faseEm(fase, codigos)).toBe(esperado);
  });

  it.each([
    ['Em Andamento', true],
    ['EM_ANDAMENTO', true],
    ['em andamento', true],
    ['Escalado', true],
    ['ESCALADO', true],
    ['Novo', false],
    ['Fechado', false],
    ['', false],
  ])('statusEm(%j, abertos) → %s', (status, esperado) => {
    expect(statusEm(status, ['EM_ANDAMENTO', 'ESCALADO'])).toBe(esperado);
  });

  it.each([
    ['EM_ANDAMENTO', 'Em Andamento'],
    ['escalado', 'Escalado'],
    ['Fechado', 'Fechado'],
    ['Aguardando Cliente', 'Aguardando Cliente'],
    [null, ''],
  ])('rotuloDoStatus(%j) → %j', (status, rotulo) => {
    expect(rotuloDoStatus(status)).toBe(rotulo);
  });

  it.each([
    ['TRATATIVA_NAO_INICIADA', 'Tratativa Não Iniciada'],
    ['pendencia cliente', 'Pendência Cliente'],
    ['Fase do CRM nova', 'Fase do CRM nova'],
    [null, ''],
  ])('rotuloDaFase(%j) → %j', (fase, rotulo) => {
    expect(rotuloDaFase(fase)).toBe(rotulo);
  });
});

describe('baldeDoTipo / distribuirEmBaldes', () => {
  it.each<[string | null, Balde | null]>([
    ['Atendimento_Pos_Venda', 'posVenda'],
    ['atendimento pós-venda', 'posVenda'],
    ['Atendimento pós-venda', 'posVenda'],
    ['Aviso_Contemplacao', 'avisoContemplacao'],
    ['Consultoria_Analise', 'consultoriaAnalise'],
    ['Atualizacao_Cadastral', 'atualizacaoCadastral'],
    ['atualização cadastral', 'atualizacaoCadastral'],
    ['Faturamento_Especie', 'faturamentoEspecie'],
    ['Aviso_Cancelada_Contemplada', 'avisoCanceladaContemplada'],
    ['Reativacao_Cota', 'reativacao'],
    ['Devolucao_Valores', 'devolucao'],
    ['Faturamento_Auto_App', 'faturamentoBem'],
    ['Outro_Tipo', null],
    ['', null],
    [null, null],
  ])('%j → %s', (tipo, balde) => {
    expect(baldeDoTipo(tipo)).toBe(balde);
  });

  it('puts each case in its bucket, keeps order, drops unknown types', () => {
    const a = caso({ RecordTypeDeveloperName: T.posVenda });
    const b = caso({ RecordTypeDeveloperName: T.atualizacaoCadastral });
    const c = caso({ RecordTypeDeveloperName: 'atendimento pós-venda' });
    const d = caso({ RecordTypeDeveloperName: 'Desconhecido' });
    const r = distribuirEmBaldes([a, b, c, d]);
    expect(Object.keys(r).sort()).toEqual([...baldes].sort());
    expect(r.posVenda).toEqual([a, c]);
    expect(r.atualizacaoCadastral).toEqual([b]);
    expect(Object.values(r).flat()).toHaveLength(3);
  });
});

describe('casoMaisRecente', () => {
  const velhoAndamento = caso({
    CaseNumber: '00000010',
    CreatedDate: '2026-01-01T10:00:00Z',
    Status: 'Em Andamento',
  });
  const novoAndamento = caso({
    CaseNumber: '00000011',
    CreatedDate: '2026-03-01T10:00:00Z',
    Status: 'EM_ANDAMENTO',
  });
  const novoFechado = caso({
    CaseNumber: '00000012',
    CreatedDate: '2026-06-01T10:00:00Z',
    Status: 'Fechado',
  });
  const escalado = caso({ CaseNumber: '00000013', CreatedDate: '2026-05-01T10:00:00Z', Status: 'Escalado' });
  const devVelho = caso({
    CaseNumber: '00000020',
    CreatedDate: '2026-01-01T10:00:00Z',
    Status: 'Em Andamento',
    RecordTypeDeveloperName: T.devolucao,
  });
  const devNovo = caso({
    CaseNumber: '00000021',
    CreatedDate: '2026-04-01T10:00:00-03:00',
    Status: 'Fechado',
    RecordTypeDeveloperName: T.devolucao,
  });
  const mesmoInstanteA = caso({
    CaseNumber: '00000030',
    CreatedDate: '2026-02-01T10:00:00Z',
    Status: 'Novo',
  });
  const mesmoInstanteB = caso({
    CaseNumber: '00000031',
    CreatedDate: '2026-02-01T07:00:00-03:00',
    Status: 'Novo',
  });

  it.each<[string, CasoResumo[], boolean, CasoResumo | null]>([
    ['empty', [], true, null],
    ['prefers Em Andamento over a newer closed one', [novoFechado, velhoAndamento], false, velhoAndamento],
    ['newest of the Em Andamento ones', [velhoAndamento, novoFechado, novoAndamento], false, novoAndamento],
    ['no Em Andamento, others not allowed', [novoFechado, escalado], false, null],
    ['no Em Andamento, others allowed → newest', [escalado, novoFechado], true, novoFechado],
    ['withdrawal: latest created date even if closed', [devVelho, devNovo], false, devNovo],
    ['withdrawal alone', [devVelho], false, devVelho],
    ['same instant → higher case number', [mesmoInstanteB, mesmoInstanteA], true, mesmoInstanteB],
    ['same instant, other order', [mesmoInstanteA, mesmoInstanteB], true, mesmoInstanteB],
  ])('%s', (_nome, casos, aceitarOutros, esperado) => {
    expect(casoMaisRecente(casos, { aceitarOutros })).toBe(esperado);
  });

  it('does not reorder the caller’s array', () => {
    const lista = [velhoAndamento, novoAndamento];
    casoMaisRecente(lista);
    expect(lista).toEqual([velhoAndamento, novoAndamento]);
  });
});

describe('jaPossuiCaso (number hidden, "already has a case")', () => {
  it.each<[string | null, boolean]>([
    ['Aguardando Análise Pagamento Espécie', true],
    ['aguardando analise pagamento especie', true],
    ['Triagem em Andamento', true],
    ['TRIAGEM_EM_ANDAMENTO', true],
    ['Tratativa Não Iniciada', false],
    ['Pendência Cliente', false],
    [null, false],
  ])('%j → %s', (fase, esperado) => {
    expect(jaPossuiCaso({ Fase__c: fase })).toBe(esperado);
  });

  it('no case → false', () => {
    expect(jaPossuiCaso(null)).toBe(false);
  });
});

describe('documentos com problema', () => {
  it.each([
    ['RG (frente);CNH', ['RG (frente)', 'CNH']],
    [' RG ; ;CNH; ', ['RG', 'CNH']],
    ['RG;RG', ['RG']],
    ['Comprovante de residência', ['Comprovante de residência']],
    ['', []],
    [null, []],
  ])('lerListaDocumentos(%j) → %j', (lista, esperado) => {
    expect(lerListaDocumentos(lista)).toEqual(esperado);
  });

  const docs = {
    DocumentosIlegiveis__c: 'RG (frente);Selfie',
    DocumentosIncompletos__c: 'Comprovante de residência',
    DocumentosIncorretos__c: 'Selfie; __proto__',
  };
  // Entries, not an object literal: `{ __proto__: … }` in a literal would set the prototype, not a key.
  const esperado: [string, string[]][] = [
    ['RG (frente)', ['ilegivel']],
    ['Selfie', ['ilegivel', 'incorreto']],
    ['Comprovante de residência', ['incompleto']],
    ['__proto__', ['incorreto']],
  ];
  it.each<[string | null, [string, string[]][] | null]>([
    ['Pendência Cliente', esperado],
    ['pendencia cliente', esperado],
    ['PENDENCIA_CLIENTE', esperado],
    ['Pendência Cliente Reanálise', null],
    ['Triagem em Andamento', null],
    [null, null],
  ])('mapaErrosDocumentos in %j', (fase, entradas) => {
    const mapa = mapaErrosDocumentos({ Fase__c: fase, ...docs });
    if (entradas === null) {
      expect(mapa).toBeNull();
      return;
    }
    expect(Object.entries(mapa ?? {})).toEqual(entradas);
    expect(Object.getPrototypeOf(mapa)).toBe(Object.prototype);
  });

  it('Pendência Cliente with empty lists → empty map', () => {
    expect(
      mapaErrosDocumentos({
        Fase__c: 'Pendência Cliente',
        DocumentosIlegiveis__c: null,
        DocumentosIncompletos__c: '',
        DocumentosIncorretos__c: null,
      }),
    ).toEqual({});
  });
});

describe('podeAbrirNovoCaso', () => {
  it.each<[string, { Status: string }[] | null | undefined, boolean]>([
    ['no cases (undefined)', undefined, true],
    ['no cases (null)', null, true],
    ['empty list', [], true],
    ['only closed / new', [{ Status: 'Fechado' }, { Status: 'Novo' }], true],
    ['one Em Andamento', [{ Status: 'Fechado' }, { Status: 'Em Andamento' }], false],
    ['one Escalado', [{ Status: 'Escalado' }], false],
    ['spelled as the enum', [{ Status: 'EM_ANDAMENTO' }], false],
    ['lower-case', [{ Status: 'escalado' }], false],
  ])('%s → %s', (_nome, casos, esperado) => {
    expect(podeAbrirNovoCaso(casos)).toBe(esperado);
  });

  it('code 82 is cresol in the provider table', () => {
    expect(fornecedorDoCodigo(CODIGO_FORNECEDOR_SEM_NOVO_CASO)).toBe('cresol');
  });

  it.each<[string, Parameters<typeof podeAbrirNovoCasoComFornecedor>[0], boolean]>([
    ['all good', { casos: [], codigoFornecedor: 1, data: '2026-07-15', dataReferencia: '2026-07-01' }, true],
    [
      'string code',
      { casos: null, codigoFornecedor: '91', data: '2026-07-15', dataReferencia: '2026-07-01' },
      true,
    ],
    [
      'no provider code',
      { casos: null, codigoFornecedor: null, data: '2026-07-15', dataReferencia: '2026-07-01' },
      true,
    ],
    [
      'provider 82',
      { casos: [], codigoFornecedor: 82, data: '2026-07-15', dataReferencia: '2026-07-01' },
      false,
    ],
    [
      'provider "82"',
      { casos: [], codigoFornecedor: ' 82 ', data: '2026-07-15', dataReferencia: '2026-07-01' },
      false,
    ],
    [
      'same date is not after',
      { casos: [], codigoFornecedor: 1, data: '2026-07-01', dataReferencia: '2026-07-01' },
      false,
    ],
    [
      'date before',
      { casos: [], codigoFornecedor: 1, data: '2026-06-30', dataReferencia: '2026-07-01' },
      false,
    ],
    [
      'date-times',
      {
        casos: [],
        codigoFornecedor: 1,
        data: '2026-07-01T10:00:01Z',
        dataReferencia: '2026-07-01T10:00:00Z',
      },
      true,
    ],
    [
      'unreadable date',
      { casos: [], codigoFornecedor: 1, data: 'ontem', dataReferencia: '2026-07-01' },
      false,
    ],
    [
      'open case',
      {
        casos: [{ Status: 'Escalado' }],
        codigoFornecedor: 1,
        data: '2026-07-15',
        dataReferencia: '2026-07-01',
      },
      false,
    ],
  ])('second check: %s → %s', (_nome, entrada, esperado) => {
    expect(podeAbrirNovoCasoComFornecedor(entrada)).toBe(esperado);
  });
});

describe('datas do caso', () => {
  it.each([
    ['2026-07-15', '2026-07-15'],
    ['2026-07-15T02:59:00Z', '2026-07-14'], // still the 14th in São Paulo (UTC−3)
    ['2026-07-15T03:00:00Z', '2026-07-15'],
    ['2026-07-15T23:30:00-03:00', '2026-07-15'],
    ['lixo', null],
    ['', null],
    [null, null],
  ])('dataDoCasoEmSaoPaulo(%j) → %s', (data, esperado) => {
    expect(dataDoCasoEmSaoPaulo(data)).toBe(esperado);
  });

  it.each([
    ['2026-07-15', 0],
    ['2026-07-10', 5],
    ['2026-07-16', -1],
    ['2026-02-28', 137],
    ['2026-07-14T23:59:00-03:00', 1],
    [null, null],
  ])('diasDesde(%j, HOJE) → %s', (data, esperado) => {
    expect(diasDesde(data, HOJE)).toBe(esperado);
  });

  it.each([
    ['2026-07-15T12:00:00Z', true],
    ['2026-07-10T12:00:00Z', true],
    ['2026-07-10T02:00:00Z', false], // 9th in São Paulo: 6 days
    ['2026-07-09T12:00:00Z', false],
    ['2026-07-16T12:00:00Z', false],
    [null, false],
  ])('analiseDocumentosValida(%j) → %s', (criado, esperado) => {
    expect(analiseDocumentosValida(criado, HOJE)).toBe(esperado);
  });
});

describe('permissões por tipo', () => {
  it('every type offers phases from the catalogue and at least Em Andamento and Fechado', () => {
    for (const tipo of Object.values(TIPOS_CASO)) {
      const { fases, status } = OPCOES_ANALISTA[tipo];
      expect(fases.length).toBeGreaterThan(0);
      for (const f of fases) expect(FASES).toHaveProperty(f);
      expect(status).toEqual(expect.arrayContaining(['EM_ANDAMENTO', 'FECHADO']));
    }
  });

  it('opcoesDoAnalista pairs codes with labels', () => {
    const o = opcoesDoAnalista(T.avisoCanceladaContemplada);
    expect(o.fases).toEqual([
      { codigo: 'TRATATIVA_NAO_INICIADA', rotulo: 'Tratativa Não Iniciada' },
      { codigo: 'CIENTE_VIA_APP', rotulo: 'Ciente via APP' },
    ]);
    expect(o.status.map((s) => s.rotulo)).toEqual(['Novo', 'Em Andamento', 'Fechado']);
  });

  it.each<[TipoCaso, string, boolean]>([
    [T.atualizacaoCadastral, 'Atualização Obrigatória', true],
    [T.atualizacaoCadastral, 'ATUALIZACAO_OBRIGATORIA', true],
    [T.atualizacaoCadastral, 'Pendência Cliente', true],
    [T.atualizacaoCadastral, 'Vistoria Digital Agendada', false],
    [T.posVenda, 'E-mail Enviado', true],
    [T.posVenda, 'Informações Importantes', true],
    [T.posVenda, 'Pagamento Enviado', false],
    [T.consultoriaAnalise, 'Triagem em Andamento', true],
    [T.consultoriaAnalise, 'Caso Expirado', true],
    [T.faturamentoEspecie, 'Aguardando Análise Pagamento Espécie', true],
    [T.avisoCanceladaContemplada, 'Ciente via APP', true],
    [T.avisoCanceladaContemplada, 'Pendência Cliente', false],
    [T.reativacao, 'Aguardando Contato Canal', true],
    [T.devolucao, 'Pagamento Enviado', true],
    [T.faturamentoBem, 'Pendência Detran', true],
    [T.faturamentoBem, 'Atualização Obrigatória', false],
  ])('fasePermitidaAoAnalista(%s, %j) → %s', (tipo, fase, esperado) => {
    expect(fasePermitidaAoAnalista(tipo, fase)).toBe(esperado);
  });

  it.each<[TipoCaso, string, boolean]>([
    [T.atualizacaoCadastral, 'Em Andamento', true],
    [T.atualizacaoCadastral, 'Escalado', true],
    [T.atualizacaoCadastral, STATUS_CASO.NOVO, true],
    [T.avisoContemplacao, 'Escalado', false],
    [T.avisoContemplacao, 'Fechado', true],
    [T.posVenda, 'Cancelado', false],
  ])('statusPermitidoAoAnalista(%s, %j) → %s', (tipo, status, esperado) => {
    expect(statusPermitidoAoAnalista(tipo, status)).toBe(esperado);
  });

  it.each<[TipoCaso, string, boolean]>([
    [T.avisoCanceladaContemplada, 'Ciente via APP', true],
    [T.avisoContemplacao, 'ciente via app', true],
    [T.consultoriaAnalise, 'Triagem em Andamento', true],
    [T.consultoriaAnalise, 'Cadastro Aprovado', false],
    [T.atualizacaoCadastral, 'Cadastro Atualizado APP', true],
    [T.atualizacaoCadastral, 'Atualização Obrigatória', false],
    [T.posVenda, 'Confirmação Pendente', true],
    [T.posVenda, 'E-mail Enviado', false],
    [T.faturamentoEspecie, 'Aguardando Análise Pagamento Espécie', true],
    [T.devolucao, 'Pagamento Enviado', false],
    [T.reativacao, 'Cota Reativada', false],
  ])('faseDefinivelPeloApp(%s, %j) → %s', (tipo, fase, esperado) => {
    expect(faseDefinivelPeloApp(tipo, fase)).toBe(esperado);
  });
});

describe('wire helpers', () => {
  it.each([
    [1, '00000001'],
    [1234, '00001234'],
    [123456789, '123456789'],
  ])('formatarNumeroCaso(%i) → %s', (n, esperado) => {
    expect(formatarNumeroCaso(n)).toBe(esperado);
  });

  it.each([0, -1, 1.5])('formatarNumeroCaso(%s) throws', (n) => {
    expect(() => formatarNumeroCaso(n)).toThrow();
  });

  it('referenciaDoCaso', () => {
    expect(referenciaDoCaso('00001234')).toBe('CASEResponse_00001234');
  });

  it.each<[string, Parameters<typeof sucessoComposto>[0], boolean]>([
    ['201', { compositeResponse: [{ httpStatusCode: 201 }] }, true],
    ['200', { compositeResponse: [{ httpStatusCode: 200 }] }, true],
    ['200 + 201', { compositeResponse: [{ httpStatusCode: 200 }, { httpStatusCode: 201 }] }, true],
    ['204', { compositeResponse: [{ httpStatusCode: 204 }] }, false],
    ['400', { compositeResponse: [{ httpStatusCode: 400 }] }, false],
    ['one part failed', { compositeResponse: [{ httpStatusCode: 201 }, { httpStatusCode: 500 }] }, false],
    ['empty', { compositeResponse: [] }, false],
    ['no answer', null, false],
  ])('sucessoComposto %s → %s', (_nome, resposta, esperado) => {
    expect(sucessoComposto(resposta)).toBe(esperado);
  });

  it.each([
    ['27', true],
    [27, true],
    [' 27 ', true],
    ['0', false],
    ['270', false],
    ['', false],
    [null, false],
  ])('crivoComErro(%j) → %s', (codigo, esperado) => {
    expect(crivoComErro(codigo)).toBe(esperado);
  });

  it.each([
    [
      '{"telefone":"11999998888","melhorHorario":"manha"}',
      { telefone: '11999998888', melhorHorario: 'manha' },
    ],
    ['[1,2]', [1, 2]],
    ['texto solto', null],
    ['', null],
    [null, null],
  ])('lerDadosApp(%j)', (dados, esperado) => {
    expect(lerDadosApp(dados)).toEqual(esperado);
  });
});
