/**
 * Cache keys derive from the catalogue's paths (lib/operacoes.ts): `/cotas/{id}/boletos` is
 * `['cotas', id, 'boletos', …]`. Two roots matter beyond that:
 * - partner data (`/parceiros/…`) belongs to the domain, not to the user: it survives login and logout;
 * - everything about one quota (`['cotas', id, …]`) goes when another quota is selected (spec §4).
 */
const RAIZ_PARCEIRO = 'parceiros';

type QueryClientMinimo = {
  removeQueries: (f: { predicate: (q: { queryKey: readonly unknown[] }) => boolean }) => void;
};

const ehDeUmaCota = (chave: readonly unknown[]) => chave[0] === 'cotas' && typeof chave[1] === 'number';

export function limparDadosDoCliente(queryClient: QueryClientMinimo) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== RAIZ_PARCEIRO });
}

export function limparDadosDasCotas(queryClient: QueryClientMinimo) {
  queryClient.removeQueries({ predicate: (q) => ehDeUmaCota(q.queryKey) });
}
