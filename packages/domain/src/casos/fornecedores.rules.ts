/**
 * Provider administrator code table (03 §9). The codes are business units: the quota's `idUnidadeNegocio`
 * and a partner's comma-separated `business_unit_id` (03 §9 names 4 and 5 — renault, nissan — and 91 — cnvw
 * — as billing-order identities), so a partner or quota "belongs" to a provider through them.
 */
export const CODIGOS_FORNECEDOR = {
  embracon: [1, 6, 49, 51, 68, 84, 90, 99],
  cnvw: [91, 50],
  ram: [94],
  unicred: [92],
  credisis: [87],
  fiat: [95],
  nanuque: [89],
  citroen: [93],
  sulcredi: [72],
  peugeot: [97],
  banestes: [47],
  cresol: [82],
  bahiana: [98],
  nissan: [5],
  jeep: [96],
  renault: [4],
  up: [46],
  stara: [44],
  carrefour: [88],
  volteon: [60],
  audi: [62],
  ducati: [61],
} as const satisfies Record<string, readonly number[]>;

export type Fornecedor = keyof typeof CODIGOS_FORNECEDOR;
export const fornecedores = Object.keys(CODIGOS_FORNECEDOR) as [Fornecedor, ...Fornecedor[]];

/** 03 §9 "Default constants: 1, 46, 44" — embracon's main code, up and stara. */
export const CODIGOS_FORNECEDOR_PADRAO = [1, 46, 44] as const;
/** The first default: the administrator assumed when a code is missing. */
export const CODIGO_FORNECEDOR_PADRAO = 1;

type Codigo = number | string;

/**
 * Codes as integers. Accepts a number, a numeric string, a list, or a comma-separated list ('4, 5', as
 * `business_unit_id` comes); blanks and non-numbers are dropped rather than matched by accident.
 */
export function codigosFornecedor(codigos: Codigo | readonly Codigo[] | null | undefined): number[] {
  if (codigos === null || codigos === undefined) return [];
  const lista: readonly Codigo[] = typeof codigos === 'object' ? codigos : [codigos];
  return lista
    .flatMap((c): (number | string)[] => (typeof c === 'number' ? [c] : c.split(',')))
    .map((c) => (typeof c === 'number' ? c : /^\s*\d+\s*$/.test(c) ? Number(c) : NaN))
    .filter((n) => Number.isInteger(n));
}

/** 03 §9: a code, or a list of codes, belongs to the provider when any of them is in its row. */
export function pertenceAoFornecedor(
  codigos: Codigo | readonly Codigo[] | null | undefined,
  fornecedor: Fornecedor,
): boolean {
  const doFornecedor: readonly number[] = CODIGOS_FORNECEDOR[fornecedor];
  return codigosFornecedor(codigos).some((c) => doFornecedor.includes(c));
}

/** The provider of one code, or null when the table does not know it. */
export function fornecedorDoCodigo(codigo: Codigo | null | undefined): Fornecedor | null {
  return fornecedores.find((f) => pertenceAoFornecedor(codigo, f)) ?? null;
}
