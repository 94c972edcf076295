import { describe, expect, it } from 'vitest';
import {
  emailBodySchema,
  enderecoBodySchema,
  pessoaFisicaBodySchema,
  pessoaJuridicaBodySchema,
  rendaPatrimonioBodySchema,
  telefoneBodySchema,
} from './dados-cadastrais.schemas.ts';

const mensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

const ENDERECO = {
  endereco: 'Avenida Paulista',
  numeroEndereco: '1578',
  bairro: 'Bela Vista',
  idCidade: 3550308,
  cep: '01310-200',
  idTipoEndereco: 1,
};

describe('address body (03 §3 shape)', () => {
  it.each([
    [ENDERECO, null],
    [{ ...ENDERECO, endereco: '   ' }, 'Campo obrigatório'],
    [{ ...ENDERECO, endereco: undefined }, 'Campo obrigatório'],
    [{ ...ENDERECO, bairro: null }, 'Campo obrigatório'],
    [{ ...ENDERECO, numeroEndereco: '' }, 'Campo obrigatório'],
    [{ ...ENDERECO, cep: '' }, 'Campo obrigatório'],
    [{ ...ENDERECO, cep: undefined }, 'Campo obrigatório'],
    [{ ...ENDERECO, cep: '0131-200' }, 'CEP inválido'],
    [{ ...ENDERECO, cep: 1310200 }, 'CEP inválido'],
    [{ ...ENDERECO, idCidade: undefined }, 'Campo obrigatório'],
    [{ ...ENDERECO, idCidade: 12 }, 'Cidade inválida'],
    [{ ...ENDERECO, idCidade: '3550308' }, 'Cidade inválida'],
    [{ ...ENDERECO, idTipoEndereco: 0 }, 'Opção inválida'],
    [{ ...ENDERECO, principal: 'sim' }, 'Opção inválida'],
    [{ ...ENDERECO, endereco: 'x'.repeat(121) }, 'Use no máximo 120 caracteres.'],
  ])('%j → %s', (corpo, esperado) => {
    expect(mensagem(enderecoBodySchema.safeParse(corpo))).toBe(esperado);
  });

  it('removes the CEP hyphen, trims, and reads blanks and absences as null', () => {
    const e = enderecoBodySchema.parse({ ...ENDERECO, complemento: '  ', referencia: ' Próx. ao metrô ' });
    expect(e).toMatchObject({
      cep: '01310200',
      complemento: null,
      caixaPostal: null,
      referencia: 'Próx. ao metrô',
      principal: false,
      principalTodas: false,
    });
  });
});

describe('e-mail body', () => {
  it.each([
    [{ email: 'maria@example.com' }, null],
    [{ email: '  Maria.Santos@Example.COM ' }, null],
    [{ email: 'maria@' }, 'E-mail inválido'],
    [{ email: 'maria example.com' }, 'E-mail inválido'],
    [{ email: 'a'.repeat(250) + '@x.com' }, 'E-mail inválido'],
    [{ email: 42 }, 'E-mail inválido'],
    [{ email: '' }, 'Campo obrigatório'],
    [{}, 'Campo obrigatório'],
  ])('%j → %s', (corpo, esperado) => {
    expect(mensagem(emailBodySchema.safeParse(corpo))).toBe(esperado);
  });

  it('keeps the address trimmed and lower-cased', () => {
    expect(emailBodySchema.parse({ email: ' Maria.Santos@Example.COM ' }).email).toBe(
      'maria.santos@example.com',
    );
  });
});

describe('phone body', () => {
  it.each([
    [{ telefone: '(11) 98765-4321' }, null],
    [{ telefone: '1133334444', idTipoTelefone: 2 }, null],
    [{ telefone: '123' }, 'Telefone inválido'],
    [{ telefone: '(11) 8765-432' }, 'Telefone inválido'],
    [{ telefone: 11987654321 }, 'Telefone inválido'],
    [{ telefone: '' }, 'Campo obrigatório'],
    [{}, 'Campo obrigatório'],
    [{ telefone: '11987654321', idTipoTelefone: 4 }, 'Opção inválida'],
    [{ telefone: '11987654321', idCidade: 7 }, 'Cidade inválida'],
  ])('%j → %s', (corpo, esperado) => {
    expect(mensagem(telefoneBodySchema.safeParse(corpo))).toBe(esperado);
  });

  it('keeps the digits', () => {
    expect(telefoneBodySchema.parse({ telefone: '+55 (11) 98765-4321' })).toMatchObject({
      telefone: '11987654321',
      idCidade: null,
      idTipoTelefone: null,
    });
  });
});

describe('income and assets body', () => {
  it.each([
    [{ valorRenda: 850000 }, null],
    [{ valorPatrimonioTotal: 0 }, null],
    [{ valorRenda: null }, null],
    [{}, 'Informe a renda ou o patrimônio total.'],
    [{ valorRenda: -1 }, 'Valor inválido'],
    [{ valorRenda: 10.5 }, 'Valor inválido'],
    [{ valorRenda: '8500' }, 'Valor inválido'],
    [{ valorPatrimonioTotal: 1_000_000_000_000 }, 'Valor inválido'],
  ])('%j → %s', (corpo, esperado) => {
    expect(mensagem(rendaPatrimonioBodySchema.safeParse(corpo))).toBe(esperado);
  });
});

const FISICA = {
  nomeCompleto: 'Maria Oliveira Santos',
  dataNascimento: '1986-04-12',
  nacionalidade: 'Brasileira',
  genero: 'FEMININO',
  idTipoDocumento: 1,
  numeroDocumento: '123456789',
  nomeMae: 'Helena Oliveira',
  idEstadoCivil: 1,
  pessoaPoliticamenteExposta: false,
  pessoaComDeficiencia: false,
};

describe('personal data body', () => {
  it.each([
    [FISICA, null],
    [{ ...FISICA, idEstadoCivil: 2 }, 'Campo obrigatório'],
    [{ ...FISICA, idEstadoCivil: 2, nomeConjuge: '  ' }, 'Campo obrigatório'],
    [{ ...FISICA, idEstadoCivil: 2, nomeConjuge: 'Carlos Santos' }, null],
    [{ ...FISICA, idEstadoCivil: 9 }, 'Estado civil inválido'],
    [{ ...FISICA, dataNascimento: '1986-02-30' }, 'Data inválida'],
    [{ ...FISICA, dataNascimento: '12/04/1986' }, 'Data inválida'],
    [{ ...FISICA, dataNascimento: '1899-12-31' }, 'Data inválida'],
    [{ ...FISICA, nomeMae: undefined }, 'Campo obrigatório'],
    [{ ...FISICA, genero: 'X' }, 'Opção inválida'],
    [{ ...FISICA, pessoaPoliticamenteExposta: undefined }, 'Campo obrigatório'],
  ])('%j → %s', (corpo, esperado) => {
    expect(mensagem(pessoaFisicaBodySchema.safeParse(corpo))).toBe(esperado);
  });
});

describe('company data body', () => {
  const JURIDICA = {
    razaoSocial: 'Transportadora Rota Sul Ltda',
    dataFundacao: '2009-09-01',
    nomeRepresentante: 'Paulo Rocha',
    cpfRepresentante: '111.444.777-35',
  };
  it.each([
    [JURIDICA, null],
    [{ ...JURIDICA, cpfRepresentante: '111.444.777-36' }, 'CPF inválido'],
    [{ ...JURIDICA, razaoSocial: '' }, 'Campo obrigatório'],
    [{ ...JURIDICA, dataFundacao: undefined }, 'Campo obrigatório'],
  ])('%j → %s', (corpo, esperado) => {
    expect(mensagem(pessoaJuridicaBodySchema.safeParse(corpo))).toBe(esperado);
  });

  it('keeps the CPF digits', () => {
    expect(pessoaJuridicaBodySchema.parse(JURIDICA).cpfRepresentante).toBe('11144477735');
  });
});
