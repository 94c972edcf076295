/**
 * Percentages with 4 decimals (spec §5) as integer ten-thousandths, so comparisons, ties and money conversions
 * never suffer float errors (0.1 + 0.2). Same technique as boletos/cobranca.rules.ts: BigInt, half-up once.
 */

/** 1 % = 10 000 units; 25.1234 % = 251 234 units. */
export const ESCALA_PERCENTUAL = 10_000;

/** True when the number has at most 4 decimals (tolerating the float noise of e.g. 12.3456 × 10 000). */
export function temAteQuatroCasas(percentual: number): boolean {
  if (!Number.isFinite(percentual)) return false;
  const escalado = percentual * ESCALA_PERCENTUAL;
  return Math.abs(escalado - Math.round(escalado)) < 1e-6;
}

/** 25.1234 → 251234. Throws on a negative, non-finite or over-precise percentage: it is a caller bug. */
export function unidadesDePercentual(percentual: number): number {
  if (!Number.isFinite(percentual) || percentual < 0 || !temAteQuatroCasas(percentual)) {
    throw new RangeError(`Percentual inválido: ${percentual} (até 4 casas decimais, não negativo).`);
  }
  return Math.round(percentual * ESCALA_PERCENTUAL);
}

/** 251234 → 25.1234. */
export function percentualDeUnidades(unidades: number): number {
  return unidades / ESCALA_PERCENTUAL;
}

function exigirCentavos(valor: number, nome: string): void {
  if (!Number.isSafeInteger(valor) || valor < 0) {
    throw new RangeError(`${nome} deve ser um número inteiro de centavos, não negativo: ${valor}.`);
  }
}

/** numerador / denominador, half-up, for non-negative BigInts. */
function dividirMeioParaCima(numerador: bigint, denominador: bigint): bigint {
  return (2n * numerador + denominador) / (2n * denominador);
}

/** `valor` × `percentual` / 100, rounded half-up to the centavo: R$ 50.000,00 × 12,3456 % = R$ 6.172,80. */
export function valorDoPercentual(valor: number, percentual: number): number {
  exigirCentavos(valor, 'O valor');
  const unidades = BigInt(unidadesDePercentual(percentual));
  return Number(dividirMeioParaCima(BigInt(valor) * unidades, 100n * BigInt(ESCALA_PERCENTUAL)));
}

/** `parte` as a percentage of `todo`, half-up to 4 decimals; 0 when `todo` is 0 (nothing to compare with). */
export function percentualDoValor(parte: number, todo: number): number {
  exigirCentavos(parte, 'A parte');
  exigirCentavos(todo, 'O total');
  if (todo === 0) return 0;
  const unidades = dividirMeioParaCima(BigInt(parte) * 100n * BigInt(ESCALA_PERCENTUAL), BigInt(todo));
  return percentualDeUnidades(Number(unidades));
}

/** The largest centavo amount not above `valor` × `percentual` / 100: caps are never rounded up. */
export function tetoDoPercentual(valor: number, percentual: number): number {
  exigirCentavos(valor, 'O valor');
  const unidades = BigInt(unidadesDePercentual(percentual));
  return Number((BigInt(valor) * unidades) / (100n * BigInt(ESCALA_PERCENTUAL)));
}
