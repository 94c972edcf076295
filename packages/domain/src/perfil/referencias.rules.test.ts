import { describe, expect, it } from 'vitest';
import { getCbo } from '@brazilian-utils/brazilian-utils';
import {
  LISTAS_DE_REFERENCIA,
  listaDeReferencia,
  PROFISSOES,
  REGIMES_CASAMENTO,
  TIPOS_DOCUMENTO,
  TIPOS_TELEFONE,
  type NomeListaReferencia,
} from './referencias.rules.ts';

const nomes = Object.keys(LISTAS_DE_REFERENCIA) as NomeListaReferencia[];

describe('reference lists', () => {
  it('are the seven of the spec', () => {
    expect(nomes.sort()).toEqual(
      [
        'estados-civil',
        'profissoes',
        'regimes-casamento',
        'tipos-acessibilidade',
        'tipos-documento',
        'tipos-endereco',
        'tipos-telefone',
      ].sort(),
    );
  });

  it.each(nomes)('%s: unique ids, codes and descriptions, nothing blank', (nome) => {
    const lista = LISTAS_DE_REFERENCIA[nome];
    expect(lista.length).toBeGreaterThanOrEqual(3);
    expect(new Set(lista.map((i) => i.id)).size).toBe(lista.length);
    expect(new Set(lista.map((i) => i.descricao)).size).toBe(lista.length);
    const codigos = lista.map((i) => i.codigo).filter((c) => c !== null);
    expect(new Set(codigos).size).toBe(codigos.length);
    for (const i of lista) {
      expect(Number.isInteger(i.id) && i.id > 0).toBe(true);
      expect(i.descricao.trim()).toBe(i.descricao);
      expect(i.descricao.length).toBeGreaterThan(1);
    }
  });

  it('phone types are 1 residential, 2 commercial, 3 mobile (spec §5)', () => {
    expect(TIPOS_TELEFONE.map((t) => [t.id, t.descricao])).toEqual([
      [1, 'Residencial'],
      [2, 'Comercial'],
      [3, 'Celular'],
    ]);
  });

  it('has the five marriage regimes of the Código Civil', () => {
    expect(REGIMES_CASAMENTO.map((r) => r.codigo)).toEqual([
      'COMUNHAO_PARCIAL',
      'COMUNHAO_UNIVERSAL',
      'SEPARACAO_CONVENCIONAL',
      'SEPARACAO_OBRIGATORIA',
      'PARTICIPACAO_FINAL_AQUESTOS',
    ]);
  });

  it('has the identity documents of the registration', () => {
    expect(TIPOS_DOCUMENTO.map((d) => d.codigo)).toEqual(
      expect.arrayContaining(['RG', 'CIN', 'CNH', 'RNM', 'CTPS', 'PASSAPORTE', 'CARTEIRA_CLASSE']),
    );
  });

  it('takes every coded profession, with its official title, from the CBO 2002 table', () => {
    const codificadas = PROFISSOES.filter((p) => p.codigo !== null);
    expect(codificadas.length).toBeGreaterThanOrEqual(150);
    const divergentes = codificadas
      .map((p) => ({ ...p, oficial: getCbo(p.codigo!)?.description ?? null }))
      .filter((p) => p.oficial !== p.descricao);
    expect(divergentes).toEqual([]);
  });

  it('lists professions alphabetically in Portuguese with "Outra profissão" last; the rest as declared', () => {
    const profissoes = listaDeReferencia('profissoes').map((p) => p.descricao);
    expect(profissoes.at(-1)).toBe('Outra profissão');
    expect(profissoes.indexOf('Açougueiro')).toBeLessThan(profissoes.indexOf('Administrador'));
    expect(profissoes.indexOf('Médico veterinário')).toBeLessThan(profissoes.indexOf('Motorista de táxi'));
    expect(listaDeReferencia('estados-civil')[0]!.descricao).toBe('Solteiro(a)');
    // A copy: what a caller changes never reaches the constant.
    listaDeReferencia('tipos-telefone')[0]!.descricao = 'x';
    expect(TIPOS_TELEFONE[0]!.descricao).toBe('Residencial');
  });
});
