import type { TipoFaturamento } from '@portal/domain';

/**
 * The customer's choices before the case opens (type, new or used, quotas, number of assets): kept for this tab
 * and quota only, so a reload keeps them and another quota starts clean. `iniciar` sends them to the case.
 */
export interface EscolhasFaturamento {
  tipoFaturamento?: TipoFaturamento;
  cotas?: number[];
  quantidadeBens?: number;
}

const chave = (idCota: number) => `faturamento:escolhas:${idCota}`;

export function lerEscolhas(idCota: number): EscolhasFaturamento {
  try {
    return JSON.parse(sessionStorage.getItem(chave(idCota)) ?? '{}') as EscolhasFaturamento;
  } catch {
    return {};
  }
}

export function guardarEscolhas(idCota: number, mudanca: EscolhasFaturamento): EscolhasFaturamento {
  const novas = { ...lerEscolhas(idCota), ...mudanca };
  sessionStorage.setItem(chave(idCota), JSON.stringify(novas));
  return novas;
}
