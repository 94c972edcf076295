import { describe, expect, it } from 'vitest';
import { alteracoes, formCasoSchema, linhas, valoresDe, type FormCaso } from './form-caso-valores';
import type { DetalheCaso } from './tipos';

const detalhe = {
  caso: {
    CaseNumber: '00010003',
    CreatedDate: '2026-10-23T13:00:00.000Z',
    Status: 'Em Andamento',
    Fase__c: 'Pendência Cliente',
    RecordTypeDeveloperName: 'Faturamento_Especie',
    IdExternoCota: '4',
    CPF_CNPJ: '52998224725',
    Origin: 'APP',
    Description: null,
    Observacao__c: null,
    ModalidadeContemplacao__c: null,
    DocumentosIlegiveis__c: 'Comprovante de residência; RG (frente)',
    DocumentosIncompletos__c: null,
    DocumentosIncorretos__c: null,
    ExpliqueMotivo__c: 'Foto desfocada',
    DadosApp__c: null,
    RespostaAnalista__c: null,
  },
  cliente: { nome: 'Maria', inscricaoNacional: '52998224725', email: null, telefoneCelular: null },
  cota: { idCota: 4, grupo: 2020, cota: 112, situacaoCota: 'ATIVO', dataContemplacao: null },
  historico: [],
  opcoes: {
    fases: [
      { codigo: 'PENDENCIA_CLIENTE', rotulo: 'Pendência Cliente' },
      { codigo: 'ANALISE_FATURAMENTO', rotulo: 'Análise Faturamento' },
    ],
    status: [
      { codigo: 'EM_ANDAMENTO', rotulo: 'Em Andamento' },
      { codigo: 'FECHADO', rotulo: 'Fechado' },
    ],
  },
} satisfies DetalheCaso;

describe('the analyst form of a case', () => {
  it('starts from the case: phase and status as the offered codes, one document per line', () => {
    expect(valoresDe(detalhe)).toEqual({
      fase: 'PENDENCIA_CLIENTE',
      status: 'EM_ANDAMENTO',
      ilegiveis: 'Comprovante de residência\nRG (frente)',
      incompletos: '',
      incorretos: '',
      expliqueMotivo: 'Foto desfocada',
      respostaAnalista: '',
      nota: '',
    });
  });

  it('sends only what changed (the API audits the field names)', () => {
    const antes = valoresDe(detalhe);
    expect(alteracoes(antes, antes)).toEqual({});
    const depois: FormCaso = {
      ...antes,
      fase: 'ANALISE_FATURAMENTO',
      ilegiveis: 'Comprovante de residência\n\n RG (frente) \nRG (frente)',
      incorretos: 'CNH',
      expliqueMotivo: '  ',
      respostaAnalista: ' Recebemos, obrigado. ',
      nota: 'Conferido',
    };
    expect(alteracoes(antes, depois)).toEqual({
      fase: 'ANALISE_FATURAMENTO',
      documentosIncorretos: ['CNH'],
      expliqueMotivo: null,
      respostaAnalista: 'Recebemos, obrigado.',
      nota: 'Conferido',
    });
  });

  it('empties a list with an empty array and keeps the API limits', () => {
    const antes = valoresDe(detalhe);
    expect(alteracoes(antes, { ...antes, ilegiveis: '' })).toEqual({ documentosIlegiveis: [] });
    expect(linhas(' a \n\nb\na ')).toEqual(['a', 'b']);
    const longa = { ...antes, incompletos: 'x'.repeat(121) };
    expect(formCasoSchema.safeParse(longa).success).toBe(false);
    const muitos = { ...antes, incompletos: Array.from({ length: 31 }, (_, i) => `Doc ${i}`).join('\n') };
    expect(formCasoSchema.safeParse(muitos).success).toBe(false);
  });
});
