import type { BoletoEmitido, SituacaoBoleto, TipoBoleto } from '@portal/domain';

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

/**
 * The heading over what a boleto covers, in words that match its state: a bare 'Paga' over an open boleto
 * reads as 'paid' (paga, the adjective), so an open one says what is still to pay.
 */
export function rotuloDoQueCobre(tipo: TipoBoleto, situacao: SituacaoBoleto): string {
  if (tipo === 'quitacao')
    return situacao === 'pago'
      ? 'Quitou o saldo de'
      : situacao === 'cancelado' || situacao === 'substituido'
        ? 'Quitaria o saldo de'
        : 'Quita o saldo de';
  switch (situacao) {
    case 'aberto':
      return 'Parcelas a pagar';
    case 'vencido':
      return 'Parcelas ainda não pagas';
    case 'pago':
      return 'Parcelas pagas';
    case 'cancelado':
    case 'substituido':
      return 'Parcelas que cobrava';
  }
}
