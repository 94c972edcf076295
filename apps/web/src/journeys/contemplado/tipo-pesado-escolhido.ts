import { criarArmazem } from '@/lib/armazem';

/**
 * The heavy vehicle type chosen at HeavyType, per quota, on this device: the documents for a heavy quota come
 * before the analysis, and the choice is sent with the asset at InvoiceSelection (the case takes no app data
 * before the approval).
 */
const armazem = criarArmazem<Record<string, string>>('portal.contemplacao.tipo-pesado');

export function useTipoPesadoEscolhido(idCota: number): string | null {
  return armazem.usar()?.[String(idCota)] ?? null;
}

export function escolherTipoPesado(idCota: number, tipo: string): void {
  armazem.gravar({ ...armazem.ler(), [String(idCota)]: tipo });
}
