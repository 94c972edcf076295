import type { BoletoEmitido } from '@portal/domain';

export interface ParcelasDeUmaCota {
  idCota: number;
  grupo: number;
  cota: number;
  numeros: number[];
  total: number;
}

/** What a boleto pays, by quota (in the order they first appear), instalment numbers ascending. */
export function parcelasPorCota(parcelas: BoletoEmitido['parcelas']): ParcelasDeUmaCota[] {
  const porCota = new Map<number, ParcelasDeUmaCota>();
  for (const p of parcelas) {
    const atual = porCota.get(p.idCota) ?? {
      idCota: p.idCota,
      grupo: p.grupo,
      cota: p.cota,
      numeros: [],
      total: 0,
    };
    atual.numeros.push(p.numeroParcela);
    atual.total += p.valorCobrado;
    porCota.set(p.idCota, atual);
  }
  return [...porCota.values()].map((c) => ({ ...c, numeros: [...new Set(c.numeros)].sort((a, b) => a - b) }));
}

/** [12] → 'parcela 12'; [3, 4, 5] → 'parcelas 3, 4 e 5'. */
export function descreverNumeros(numeros: readonly number[]): string {
  if (numeros.length === 0) return '';
  if (numeros.length === 1) return `parcela ${numeros[0]}`;
  return `parcelas ${numeros.slice(0, -1).join(', ')} e ${numeros[numeros.length - 1]}`;
}

/** A settlement pays dozens of instalments: past this many, the list is summed up instead of spelled out. */
const NUMEROS_POR_EXTENSO = 6;

export function resumirNumeros(numeros: readonly number[]): string {
  if (numeros.length <= NUMEROS_POR_EXTENSO) return descreverNumeros(numeros);
  return `${numeros.length} parcelas (de ${numeros[0]} a ${numeros[numeros.length - 1]})`;
}
