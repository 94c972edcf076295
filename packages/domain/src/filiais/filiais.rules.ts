import type { Filial } from './filiais.schemas.ts';

export interface CidadeComFiliais {
  cidade: string;
  filiais: Filial[];
}
export interface EstadoComFiliais {
  uf: string;
  estado: string;
  cidades: CidadeComFiliais[];
}

const ordem = /* @__PURE__ */ new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** /affiliates: branches grouped by state, then city, each level in Portuguese alphabetical order. */
export function agruparFiliais(filiais: readonly Filial[]): EstadoComFiliais[] {
  const estados = new Map<string, EstadoComFiliais>();
  for (const f of filiais) {
    const estado = estados.get(f.uf) ?? { uf: f.uf, estado: f.estado, cidades: [] };
    estados.set(f.uf, estado);
    let cidade = estado.cidades.find((c) => ordem.compare(c.cidade, f.cidade) === 0);
    if (!cidade) estado.cidades.push((cidade = { cidade: f.cidade, filiais: [] }));
    cidade.filiais.push(f);
  }
  const lista = [...estados.values()].sort((a, b) => ordem.compare(a.estado, b.estado));
  for (const e of lista) {
    e.cidades.sort((a, b) => ordem.compare(a.cidade, b.cidade));
    for (const c of e.cidades) c.filiais.sort((a, b) => ordem.compare(a.nome, b.nome));
  }
  return lista;
}
