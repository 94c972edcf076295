import { describe, expect, it } from 'vitest';
import { getStates } from '@brazilian-utils/brazilian-utils';
import {
  mascaraCep,
  buscarCidades,
  cidadePorCodigo,
  cidadePorNome,
  formatarCep,
  normalizarCep,
  separarLogradouro,
  ufDoCep,
} from './enderecos.rules.ts';

describe('CEP', () => {
  it.each([
    ['01310-100', '01310100'],
    ['01310100', '01310100'],
    [' 70302-000 ', '70302000'],
    ['0131010', null],
    ['013101000', null],
    ['01310-10a', null],
    ['01.310-100', '01310100'],
    ['0131.0100', null],
    ['01310--100', null],
    ['', null],
  ])('%j normalises to %j', (cep, esperado) => {
    expect(normalizarCep(cep)).toBe(esperado);
  });

  it('formats 8 digits', () => {
    expect(formatarCep('01310100')).toBe('01310-100');
  });

  it.each([
    ['01310-100', 'SP'], // Avenida Paulista
    ['19999-999', 'SP'],
    ['20040-901', 'RJ'],
    ['29000-000', 'ES'],
    ['30130-151', 'MG'],
    ['41820-020', 'BA'],
    ['49000-000', 'SE'],
    ['50000-000', 'PE'],
    ['57000-000', 'AL'],
    ['58000-000', 'PB'],
    ['59000-000', 'RN'],
    ['60000-000', 'CE'],
    ['64000-000', 'PI'],
    ['65000-000', 'MA'],
    ['66000-000', 'PA'],
    ['68900-000', 'AP'],
    ['69000-000', 'AM'],
    ['69300-000', 'RR'],
    ['69400-000', 'AM'],
    ['69900-000', 'AC'],
    ['70302-000', 'DF'],
    ['72800-000', 'GO'],
    ['73000-000', 'DF'],
    ['74230-100', 'GO'],
    ['76800-000', 'RO'],
    ['77000-000', 'TO'],
    ['78000-000', 'MT'],
    ['78900-000', 'RO'],
    ['79000-000', 'MS'],
    ['80020-310', 'PR'],
    ['88015-200', 'SC'],
    ['90570-080', 'RS'],
    ['99999-999', 'RS'],
    ['00999-999', null],
    ['00000-000', null],
    ['123', null],
  ])('%s is in %j', (cep, uf) => {
    expect(ufDoCep(cep)).toBe(uf);
  });

  it('covers every state and every CEP from 01000-000 on', () => {
    const vistos = new Set<string>();
    const semEstado: number[] = [];
    for (let prefixo = 1000; prefixo <= 99999; prefixo++) {
      const uf = ufDoCep(`${String(prefixo).padStart(5, '0')}000`);
      if (uf) vistos.add(uf);
      else semEstado.push(prefixo);
    }
    expect(semEstado).toEqual([]);
    expect([...vistos].sort()).toEqual(
      getStates()
        .map((s) => s.code)
        .sort(),
    );
  });

  it.each([
    ['Avenida Paulista', 'Avenida', 'Paulista'],
    ['Rua  XV de Novembro', 'Rua', 'XV de Novembro'],
    ['praca da Sé', 'Praça', 'da Sé'],
    ['Travessa do Ouvidor', 'Travessa', 'do Ouvidor'],
    ['SCS Quadra 2', null, 'SCS Quadra 2'],
    ['Ruas', null, 'Ruas'],
    ['Rua', null, 'Rua'],
  ])('%j splits into type %j and name %j', (linha, tipo, nome) => {
    expect(separarLogradouro(linha)).toEqual({ tipo, nome });
  });
});

describe('the CEP mask', () => {
  it.each([
    ['', ''],
    ['0131', '0131'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310-100', '01310-100'],
    ['01.310-1009', '01310-100'],
    ['ab01310x100', '01310-100'],
  ])('%j → %j', (digitado, mascarado) => {
    expect(mascaraCep(digitado)).toBe(mascarado);
  });
});

describe('IBGE municipalities', () => {
  const pagina = { limit: 10_000, offset: 1 };

  it('lists a state with its IBGE codes, 645 in São Paulo', () => {
    const sp = buscarCidades({ uf: 'SP', ...pagina });
    expect(sp.total).toBe(645);
    expect(sp.data).toHaveLength(645);
    expect(sp.data).toContainEqual({ idCidade: 3550308, nome: 'São Paulo', uf: 'SP' });
    expect(sp.data.every((c) => c.uf === 'SP' && String(c.idCidade).startsWith('35'))).toBe(true);
  });

  it('all of Brazil when no state is given (5 570 municipalities and Brasília)', () => {
    expect(buscarCidades(pagina).total).toBe(5571);
  });

  it.each([
    ['sao paulo', 'SP', 'São Paulo'],
    ['SÃO PAULO', 'SP', 'São Paulo'],
    ['  são   paulo ', 'SP', 'São Paulo'],
    ['brasilia', 'DF', 'Brasília'],
    ['niteroi', 'RJ', 'Niterói'],
    ['alvorada d’oeste', 'RO', "Alvorada D'Oeste"],
  ])('finds %j in %s ignoring case, accents and apostrophes, the exact name first', (busca, uf, nome) => {
    expect(buscarCidades({ uf, cidade: busca, ...pagina }).data[0]?.nome).toBe(nome);
  });

  it('orders exact, then prefix, then containing matches', () => {
    const nomes = buscarCidades({ uf: 'SP', cidade: 'campinas', ...pagina }).data.map((c) => c.nome);
    expect(nomes[0]).toBe('Campinas');
    const santos = buscarCidades({ cidade: 'santos', ...pagina }).data.map((c) => `${c.nome}/${c.uf}`);
    expect(santos[0]).toBe('Santos/SP');
    expect(santos).toContain('Santos Dumont/MG');
    const comeca = santos.map((n) => n.toLowerCase().startsWith('santos'));
    const primeiraNoMeio = comeca.indexOf(false);
    expect(primeiraNoMeio).toBeGreaterThan(1);
    expect(comeca.slice(primeiraNoMeio)).not.toContain(true);
  });

  it('pages with a 1-based offset', () => {
    const todas = buscarCidades({ uf: 'AC', ...pagina });
    expect(todas.total).toBe(22);
    const segunda = buscarCidades({ uf: 'AC', limit: 5, offset: 6 });
    expect(segunda).toEqual({ data: todas.data.slice(5, 10), total: 22 });
    expect(buscarCidades({ uf: 'AC', limit: 5, offset: 30 })).toEqual({ data: [], total: 22 });
  });

  it('finds nothing for a name no city has', () => {
    expect(buscarCidades({ cidade: 'xyzzy', ...pagina })).toEqual({ data: [], total: 0 });
  });

  it('reads a city by code and by name', () => {
    expect(cidadePorCodigo('3550308')).toEqual({ idCidade: 3550308, nome: 'São Paulo', uf: 'SP' });
    expect(cidadePorCodigo(9999999)).toBeNull();
    expect(cidadePorNome('SAO PAULO', 'sp')).toEqual({ idCidade: 3550308, nome: 'São Paulo', uf: 'SP' });
    expect(cidadePorNome('São Paulo', 'RJ')).toBeNull();
  });
});
