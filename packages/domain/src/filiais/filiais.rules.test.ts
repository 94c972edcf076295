import { describe, expect, it } from 'vitest';
import { nomeDoEstado, UFS, ufValida } from './estados.rules.ts';
import { agruparFiliais } from './filiais.rules.ts';
import type { Filial } from './filiais.schemas.ts';

describe('estados', () => {
  it('knows the 27 federative units', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
  });

  it.each([
    ['SP', 'São Paulo'],
    ['sp', 'São Paulo'],
    ['AP', 'Amapá'],
    ['PA', 'Pará'],
    ['PI', 'Piauí'],
    ['MA', 'Maranhão'],
    ['DF', 'Distrito Federal'],
    ['RS', 'Rio Grande do Sul'],
    ['XX', 'XX'],
  ])('%s → %s', (uf, nome) => {
    expect(nomeDoEstado(uf)).toBe(nome);
  });

  it('validates codes', () => {
    expect(ufValida('mg')).toBe(true);
    expect(ufValida('BR')).toBe(false);
  });
});

const filial = (id: number, uf: string, cidade: string, nome = `Filial ${id}`): Filial => ({
  id,
  nome,
  uf,
  estado: nomeDoEstado(uf),
  cidade,
  endereco: 'Rua A, 1',
  bairro: 'Centro',
  cep: '01000-000',
  telefone: null,
  whatsapp: null,
  horario: 'Segunda a sexta, das 08h às 18h',
});

describe('agruparFiliais', () => {
  it('groups by state name and city, in Portuguese alphabetical order (accents do not push to the end)', () => {
    const grupos = agruparFiliais([
      filial(1, 'SP', 'São Paulo', 'Paulista'),
      filial(2, 'PR', 'Curitiba'),
      filial(3, 'SP', 'Campinas'),
      filial(4, 'SP', 'São Paulo', 'Centro'),
      filial(5, 'AP', 'Macapá'),
      filial(6, 'AM', 'Manaus'),
    ]);
    expect(grupos.map((g) => g.estado)).toEqual(['Amapá', 'Amazonas', 'Paraná', 'São Paulo']);
    const sp = grupos.at(-1)!;
    expect(sp.cidades.map((c) => c.cidade)).toEqual(['Campinas', 'São Paulo']);
    expect(sp.cidades[1]!.filiais.map((f) => f.nome)).toEqual(['Centro', 'Paulista']);
  });

  it('treats the same city typed with other case as one', () => {
    const [sp] = agruparFiliais([filial(1, 'SP', 'Santos'), filial(2, 'SP', 'SANTOS')]);
    expect(sp!.cidades).toHaveLength(1);
  });

  it('gives nothing for no branches', () => {
    expect(agruparFiliais([])).toEqual([]);
  });
});
