import { describe, expect, it } from 'vitest';
import {
  lerAlteracoesCadastrais,
  recusaSemMotivo,
  temMotivoDeRecusa,
  valorCadastralLegivel,
} from './revisao-cadastral.rules.ts';

const semMotivo = {
  documentosIlegiveis: null,
  documentosIncompletos: null,
  documentosIncorretos: null,
  expliqueMotivo: null,
};

describe('the changes a registration-update case holds', () => {
  it('reads them from DadosApp__c, and nothing from anything else', () => {
    const dados = {
      outra: 1,
      alteracoesCadastrais: {
        tipoPessoa: 'F',
        alteracoes: [{ campo: 'nomeCompleto', rotulo: 'Nome completo', de: 'A', para: 'B' }],
        enviadoEm: '2026-11-26T10:00:00.000Z',
        aplicadoEm: null,
      },
    };
    expect(lerAlteracoesCadastrais(JSON.stringify(dados))?.alteracoes).toEqual(
      dados.alteracoesCadastrais.alteracoes,
    );
    expect(lerAlteracoesCadastrais(null)).toBeNull();
    expect(lerAlteracoesCadastrais('não é json')).toBeNull();
    expect(lerAlteracoesCadastrais('{"alteracoesCadastrais":{"alteracoes":"x"}}')).toBeNull();
  });

  it.each([
    ['nomeCompleto', 'Maria', 'Maria'],
    ['nomeConjuge', null, '—'],
    ['nomePai', '', '—'],
    ['pessoaPoliticamenteExposta', true, 'Sim'],
    ['pessoaPoliticamenteExposta', false, 'Não'],
    ['idEstadoCivil', 2, 'Casado(a)'],
    ['idEstadoCivil', 99, '99'],
    ['idRegimeCasamento', 1, 'Comunhão parcial de bens'],
    ['idTipoDocumento', 3, 'Carteira Nacional de Habilitação (CNH)'],
    ['genero', 'FEMININO', 'Feminino'],
    ['dataNascimento', '1985-03-14', '14/03/1985'],
  ])('%s %j → %s', (campo, valor, texto) => expect(valorCadastralLegivel(campo, valor)).toBe(texto));
});

describe('a refusal needs a reason', () => {
  it.each([
    ['Pendência Cliente', semMotivo, true],
    ['Documento Recusado', { ...semMotivo, expliqueMotivo: '  ' }, true],
    ['Documento Recusado', { ...semMotivo, documentosIlegiveis: ';' }, true],
    ['Pendência Cliente', { ...semMotivo, documentosIncompletos: 'RG' }, false],
    ['Documento Recusado', { ...semMotivo, expliqueMotivo: 'Vá a uma filial.' }, false],
    ['Cadastro Aprovado', semMotivo, false],
  ])('into %s with %j → refused %s', (fase, motivos, recusada) => {
    expect(recusaSemMotivo('Análise Documentação', { fase, ...motivos })).toBe(recusada);
  });

  it('only judges the move into the refusal (a note on a case already refused passes)', () => {
    expect(recusaSemMotivo('Pendência Cliente', { fase: 'Pendência Cliente', ...semMotivo })).toBe(false);
    expect(temMotivoDeRecusa({ ...semMotivo, documentosIncorretos: 'Certidão' })).toBe(true);
  });
});
