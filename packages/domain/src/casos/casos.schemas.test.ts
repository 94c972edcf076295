import { describe, expect, it } from 'vitest';
import {
  atualizarCasoBodySchema,
  casoSchema,
  consultaCasosBodySchema,
  consultaCasosRespostaSchema,
  consultaContaRespostaSchema,
  criarCasoBodySchema,
  criarCasoRespostaSchema,
  retornoCrivoSchema,
  type Caso,
} from './casos.schemas.ts';

const caso: Caso = {
  CaseNumber: '00001234',
  CreatedDate: '2026-07-15T13:45:00.000Z',
  Status: 'Em Andamento',
  Fase__c: 'Pendência Cliente',
  RecordTypeDeveloperName: 'Consultoria_Analise',
  IdExternoCota: '1001',
  CPF_CNPJ: '52998224725',
  Origin: 'APP',
  Description: null,
  Observacao__c: null,
  ModalidadeContemplacao__c: 'SO',
  DocumentosIlegiveis__c: 'RG (frente);Selfie',
  DocumentosIncompletos__c: null,
  DocumentosIncorretos__c: 'Comprovante de residência',
  ExpliqueMotivo__c: 'A foto do RG está desfocada.',
  DadosApp__c: '{"ocupacao":"assalariado-fixo"}',
  RespostaAnalista__c: null,
};

describe('casoSchema', () => {
  it.each<[string, Partial<Caso> | Record<string, unknown>, boolean]>([
    ['a full case', {}, true],
    ['offset date-time', { CreatedDate: '2026-07-15T10:45:00-03:00' }, true],
    ['date only', { CreatedDate: '2026-07-15' }, false],
    ['unknown type', { RecordTypeDeveloperName: 'Outro' }, false],
    ['short case number', { CaseNumber: '1234' }, false],
    ['null phase', { Fase__c: null }, true],
    ['any CRM status text', { Status: 'Aguardando Cliente' }, true],
    ['empty status', { Status: '' }, false],
  ])('%s → %s', (_nome, mudanca, valido) => {
    expect(casoSchema.safeParse({ ...caso, ...mudanca }).success).toBe(valido);
  });
});

describe('composite shapes', () => {
  it('consulta/casos answer: CASEResponse items with the case in body', () => {
    const r = consultaCasosRespostaSchema.parse({
      compositeResponse: [
        { body: caso, httpHeaders: {}, httpStatusCode: 200, referenceId: 'CASEResponse_00001234' },
      ],
    });
    expect(r.compositeResponse[0]?.body.CaseNumber).toBe('00001234');
  });

  it('criar caso answer: 201 with the new CaseNumber', () => {
    const r = criarCasoRespostaSchema.parse({
      compositeResponse: [
        {
          body: { id: '500Dn00000AbCdEIAZ', success: true, errors: [], CaseNumber: '00001235' },
          httpStatusCode: 201,
          referenceId: 'NewCASE',
        },
      ],
    });
    expect(r.compositeResponse[0]?.httpStatusCode).toBe(201);
  });

  it('accountid answer', () => {
    expect(
      consultaContaRespostaSchema.safeParse({
        compositeResponse: [
          { body: { Id: '001Dn00000XyZaBIAV' }, httpStatusCode: 200, referenceId: 'ACCOUNTResponse' },
        ],
      }).success,
    ).toBe(true);
  });

  it('retorno-crivo', () => {
    expect(retornoCrivoSchema.parse({ codigo: '27', descricao: null })).toEqual({
      codigo: '27',
      descricao: null,
    });
  });
});

describe('request bodies', () => {
  it.each<[string, unknown, boolean]>([
    [
      'one type',
      { CPF_CNPJ: '529.982.247-25', RecordTypeDeveloperName: 'Atualizacao_Cadastral', IdExternoCota: '1001' },
      true,
    ],
    [
      'a batch',
      {
        CPF_CNPJ: '52998224725',
        RecordTypeDeveloperName: ['Atendimento_Pos_Venda', 'Reativacao_Cota'],
        IdExternoCota: '1001',
      },
      true,
    ],
    ['empty batch', { CPF_CNPJ: '52998224725', RecordTypeDeveloperName: [], IdExternoCota: '1001' }, false],
    ['unknown type', { CPF_CNPJ: '52998224725', RecordTypeDeveloperName: 'X', IdExternoCota: '1001' }, false],
    [
      'numeric quota id',
      { CPF_CNPJ: '52998224725', RecordTypeDeveloperName: 'Reativacao_Cota', IdExternoCota: 1001 },
      false,
    ],
    ['no tax id', { RecordTypeDeveloperName: 'Reativacao_Cota', IdExternoCota: '1001' }, false],
  ])('consulta/casos: %s → %s', (_nome, corpo, valido) => {
    expect(consultaCasosBodySchema.safeParse(corpo).success).toBe(valido);
  });

  const criar = {
    CPF_CNPJ: '52998224725',
    IdExternoCota: '1001',
    RecordTypeDeveloperName: 'Reativacao_Cota',
    Description: 'Quero reativar minha cota.',
  };
  it.each<[string, Record<string, unknown>, boolean]>([
    ['minimal', {}, true],
    ['with app data', { DadosApp__c: '{"telefone":"11999998888","periodo":"manha"}' }, true],
    ['app data not JSON', { DadosApp__c: 'telefone 11999998888' }, false],
    ['blank description', { Description: '   ' }, false],
  ])('casos: %s → %s', (_nome, mudanca, valido) => {
    expect(criarCasoBodySchema.safeParse({ ...criar, ...mudanca }).success).toBe(valido);
  });

  const atualizar = { Fase__c: 'Ciente via APP', Origin: 'APP', CaseNumber: '00001234' };
  it.each<[string, Record<string, unknown>, boolean]>([
    ['acknowledgement', {}, true],
    ['with observation and app data', { Observacao__c: 'Cliente ciente.', DadosApp__c: '{}' }, true],
    ['origin other than APP', { Origin: 'Web' }, false],
    ['no phase', { Fase__c: '' }, false],
    ['bad case number', { CaseNumber: 'abc' }, false],
  ])('contemplacao/casos: %s → %s', (_nome, mudanca, valido) => {
    expect(atualizarCasoBodySchema.safeParse({ ...atualizar, ...mudanca }).success).toBe(valido);
  });
});
