/**
 * Money and percentages, the kernel every journey builds on (ARCHITECTURE: integer centavos everywhere).
 * Percentages carry up to 4 decimals (spec §5) and are held as integer ten-thousandths, so comparisons, ties
 * and money conversions never suffer float errors (0.1 + 0.2). There is ONE rounding rule, "meio para cima":
 * ties go up (towards +∞, as Math.round does), applied once, at the end of an exact BigInt computation.
 */

/** 1 % = 10 000 units; 25.1234 % = 251 234 units. */
export const ESCALA_PERCENTUAL = 10_000;

/** 100 % in units, the denominator that turns centavos × units into centavos. */
const CEM_POR_CENTO = 100n * BigInt(ESCALA_PERCENTUAL);

/** Throws unless `valor` is a non-negative integer number of centavos: anything else is a caller bug. */
export function exigirCentavos(valor: number, nome: string): void {
  if (!Number.isSafeInteger(valor) || valor < 0) {
    throw new RangeError(`${nome} deve ser um número inteiro de centavos, não negativo: ${valor}.`);
  }
}

/**
 * numerador / denominador rounded half-up: the one rounding core. BigInt because centavos × percent units pass
 * 2^53. Floor division (BigInt `/` truncates towards zero) keeps ties going up for negative values too.
 */
export function dividirMeioParaCima(numerador: bigint, denominador: bigint): bigint {
  if (denominador <= 0n) throw new RangeError(`Denominador deve ser positivo: ${denominador}.`);
  const dobro = 2n * numerador + denominador;
  const divisor = 2n * denominador;
  const quociente = dobro / divisor;
  return dobro % divisor < 0n ? quociente - 1n : quociente;
}

/** The float → integer step at the edges (percent typed or stored, reais from a PIX code): the same tie rule. */
function inteiroMaisProximo(valor: number): number {
  return Math.round(valor);
}

/** `centavos` ÷ `divisor`, half-up to the centavo (e.g. the credit spread over the group's term). */
export function dividirCentavos(centavos: number, divisor: number): number {
  return Number(dividirMeioParaCima(BigInt(centavos), BigInt(divisor)));
}

/** A reais amount read from outside (a PIX BR Code carries at most 2 decimals) → exact centavos. */
export function centavosDeReais(reais: number): number {
  return inteiroMaisProximo(reais * 100);
}

/** True when the number has at most 4 decimals (tolerating the float noise of e.g. 12.3456 × 10 000). */
export function temAteQuatroCasas(percentual: number): boolean {
  if (!Number.isFinite(percentual)) return false;
  const escalado = percentual * ESCALA_PERCENTUAL;
  return Math.abs(escalado - inteiroMaisProximo(escalado)) < 1e-6;
}

/** 25.1234 → 251234. Throws on a negative, non-finite or over-precise percentage: it is a caller bug. */
export function unidadesDePercentual(percentual: number): number {
  if (!Number.isFinite(percentual) || percentual < 0 || !temAteQuatroCasas(percentual)) {
    throw new RangeError(`Percentual inválido: ${percentual} (até 4 casas decimais, não negativo).`);
  }
  return inteiroMaisProximo(percentual * ESCALA_PERCENTUAL);
}

/**
 * A stored rate (fee, insurance) → units, rounding any 5th decimal half-up instead of refusing it: the
 * administrator's numbers are taken as they come. Throws on a negative or non-finite rate.
 */
export function unidadesDeTaxa(percentual: number): number {
  if (!Number.isFinite(percentual) || percentual < 0) {
    throw new RangeError(`Percentual inválido: ${percentual}.`);
  }
  return inteiroMaisProximo(percentual * ESCALA_PERCENTUAL);
}

/** 251234 → 25.1234. */
export function percentualDeUnidades(unidades: number): number {
  return unidades / ESCALA_PERCENTUAL;
}

/** `centavos` × `unidades` (of percent) ÷ `divisor`, half-up to the centavo, rounded once. */
export function aplicarUnidades(centavos: number, unidades: number, divisor = 1): number {
  return Number(dividirMeioParaCima(BigInt(centavos) * BigInt(unidades), CEM_POR_CENTO * BigInt(divisor)));
}

/** `valor` × `percentual` / 100, rounded half-up to the centavo: R$ 50.000,00 × 12,3456 % = R$ 6.172,80. */
export function valorDoPercentual(valor: number, percentual: number): number {
  exigirCentavos(valor, 'O valor');
  return aplicarUnidades(valor, unidadesDePercentual(percentual));
}

/** `parte` as a percentage of `todo` in units, half-up; `parte` may be negative (a reversal), `todo` > 0. */
export function unidadesDaRazao(parte: number, todo: number): number {
  return Number(dividirMeioParaCima(BigInt(parte) * CEM_POR_CENTO, BigInt(todo)));
}

/** `parte` as a percentage of `todo`, half-up to 4 decimals; 0 when `todo` is 0 (nothing to compare with). */
export function percentualDoValor(parte: number, todo: number): number {
  exigirCentavos(parte, 'A parte');
  exigirCentavos(todo, 'O total');
  if (todo === 0) return 0;
  return percentualDeUnidades(unidadesDaRazao(parte, todo));
}

/** The largest centavo amount not above `valor` × `percentual` / 100: caps are never rounded up. */
export function tetoDoPercentual(valor: number, percentual: number): number {
  exigirCentavos(valor, 'O valor');
  const unidades = BigInt(unidadesDePercentual(percentual));
  return Number((BigInt(valor) * unidades) / CEM_POR_CENTO);
}
