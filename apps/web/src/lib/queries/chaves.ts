/**
 * Query key roots shared across journeys. Everything that depends on the selected quota lives under
 * POR_COTA, so selecting another quota (spec §4) clears it with one `removeQueries`.
 */
export const POR_COTA = 'cota';
export const CHAVE_COTAS = ['cotas'] as const;

/** Partner queries belong to the domain, not to the user: they survive login and logout. */
export const RAIZ_PARCEIRO = 'parceiro';

export function limparDadosDoCliente(queryClient: {
  removeQueries: (f: { predicate: (q: { queryKey: readonly unknown[] }) => boolean }) => void;
}) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== RAIZ_PARCEIRO });
}
