import { describe, expect, it } from 'vitest';
import {
  CAMPOS_EM_ANALISE_FISICA,
  campoDoEndereco,
  cepValido,
  cidadeExiste,
  ehAlteracaoDeEndereco,
  ehCelular,
  exigeConjuge,
  idDoEnderecoAlterado,
  normalizarTelefone,
  ordenarPrincipalPrimeiro,
  pedePrincipal,
  separarAlteracoes,
  telefoneCadastralValido,
  tipoDoTelefone,
} from './dados-cadastrais.rules.ts';

describe('CEP (03 §5 "hyphen removed before sending")', () => {
  it.each([
    ['01310-100', true],
    ['01310100', true],
    [' 20.040-002 ', true],
    ['00000-000', false],
    ['1310-100', false],
    ['01310-10A', false],
    ['', false],
  ])('%j valid: %s', (entrada, valido) => {
    expect(cepValido(entrada)).toBe(valido);
  });
});

describe('cities by IBGE code', () => {
  it.each([
    [3550308, true], // São Paulo
    [3304557, true], // Rio de Janeiro
    [4314902, true], // Porto Alegre
    [5300108, true], // Brasília
    [3550309, false],
    [0, false],
    [35.5, false],
  ])('%d exists: %s', (codigo, existe) => {
    expect(cidadeExiste(codigo)).toBe(existe);
  });
});

describe('phones (03 §5)', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['+55 (11) 98765-4321', '11987654321'],
    ['55 11 3333-4444', '1133334444'],
    ['11 3333-4444', '1133334444'],
    ['5511', '5511'],
  ])('%j → %j', (entrada, digitos) => {
    expect(normalizarTelefone(entrada)).toBe(digitos);
  });

  it.each([
    ['11987654321', true, true],
    ['1133334444', true, false],
    ['21998887777', true, true],
    ['1198765432', false, false],
    ['119876543210', false, false],
    ['00987654321', false, true],
    ['', false, false],
  ])('%j valid %s, mobile %s', (digitos, valido, celular) => {
    expect(telefoneCadastralValido(digitos)).toBe(valido);
    expect(ehCelular(digitos)).toBe(celular);
  });

  it.each([
    // The number decides mobile; a landline keeps residential (default) or commercial.
    ['11987654321', undefined, 3],
    ['11987654321', 1, 3],
    ['11987654321', 2, 3],
    ['1133334444', undefined, 1],
    ['1133334444', null, 1],
    ['1133334444', 2, 2],
    ['1133334444', 3, 1],
  ] as const)('%s sent as %j is type %d', (digitos, informado, tipo) => {
    expect(tipoDoTelefone(digitos, informado)).toBe(tipo);
  });
});

describe('principal entries', () => {
  it.each([
    [{}, false],
    [{ principal: false, principalTodas: false }, false],
    [{ principal: true }, true],
    [{ principalTodas: true }, true],
    [{ principal: false, principalTodas: true }, true],
  ])('%j asks to be principal: %s', (item, pede) => {
    expect(pedePrincipal(item)).toBe(pede);
  });

  it('lists the principal first, then the newest', () => {
    const lista = [
      { id: 1, principal: false },
      { id: 3, principal: false },
      { id: 2, principal: true },
    ];
    expect(ordenarPrincipalPrimeiro(lista).map((i) => i.id)).toEqual([2, 3, 1]);
  });
});

describe('civil status', () => {
  it.each([
    [1, false],
    [2, true],
    [6, false],
    [null, false],
  ])('%j needs a spouse: %s', (id, exige) => {
    expect(exigeConjuge(id)).toBe(exige);
  });
});

describe('changes that wait for an analyst', () => {
  const atual = {
    nomeCompleto: 'Maria Oliveira Santos',
    idEstadoCivil: 1,
    nomeConjuge: null,
    idProfissao: 10,
    nomeEmpresa: 'Padaria Central',
  };

  it('splits identity changes (old → new) from the ones that apply now; unchanged ones are in neither', () => {
    const novo = { ...atual, idEstadoCivil: 2, nomeConjuge: 'João Santos', nomeEmpresa: 'Mercado Bom' };
    const r = separarAlteracoes(atual, novo, CAMPOS_EM_ANALISE_FISICA);
    expect(r.emAnalise).toEqual([
      { campo: 'idEstadoCivil', rotulo: 'Estado civil', de: 1, para: 2 },
      { campo: 'nomeConjuge', rotulo: 'Nome do cônjuge', de: null, para: 'João Santos' },
    ]);
    expect(r.imediatas).toEqual({ nomeEmpresa: 'Mercado Bom' });
  });

  it('treats missing stored data as null', () => {
    const r = separarAlteracoes(null, { nomeCompleto: 'Ana', idProfissao: null }, CAMPOS_EM_ANALISE_FISICA);
    expect(r.emAnalise).toEqual([{ campo: 'nomeCompleto', rotulo: 'Nome completo', de: null, para: 'Ana' }]);
    expect(r.imediatas).toEqual({});
  });

  it('finds nothing when nothing changed', () => {
    expect(separarAlteracoes(atual, { ...atual }, CAMPOS_EM_ANALISE_FISICA)).toEqual({
      emAnalise: [],
      imediatas: {},
    });
  });
});

describe("a company's address change in the case", () => {
  it.each([
    [undefined, 'endereco', true, null],
    [42, 'endereco:42', true, 42],
  ])('id %s → campo %s', (id, campo, ehEndereco, idDeVolta) => {
    expect(campoDoEndereco(id)).toBe(campo);
    expect(ehAlteracaoDeEndereco(campo)).toBe(ehEndereco);
    expect(idDoEnderecoAlterado(campo)).toBe(idDeVolta);
  });
  it.each(['nomeCompleto', 'enderecos', 'razaoSocial'])('%s is not an address change', (campo) => {
    expect(ehAlteracaoDeEndereco(campo)).toBe(false);
  });
  it.each(['endereco:0', 'endereco:x', 'endereco:-1'])('%s names no address', (campo) => {
    expect(idDoEnderecoAlterado(campo)).toBeNull();
  });
});
