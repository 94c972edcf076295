import type { FluxoAvaliado } from '@portal/domain';

/**
 * "The customer just finished a flow": any journey calls `pedirAvaliacaoDoFluxo` (after generating a boleto,
 * after a bid…). The perfil journey's modal, mounted once in the main layout, decides whether to ask
 * (only when the next-appearance date has come) and records the answer.
 */
export interface PedidoDeAvaliacao {
  fluxo: FluxoAvaliado;
  /** The quota concerned ("001010/0023"), when there is one. */
  grupoCota?: string;
}

// Kept for the page view only (a reload is no moment to ask): a memory store with the same subscribe API.
let pedido: PedidoDeAvaliacao | null = null;
const ouvintes = new Set<() => void>();

export function pedirAvaliacaoDoFluxo(novo: PedidoDeAvaliacao): void {
  pedido = novo;
  ouvintes.forEach((o) => o());
}

export function concluirPedidoDeAvaliacao(): void {
  pedido = null;
  ouvintes.forEach((o) => o());
}

export const pedidoDeAvaliacao = {
  ler: () => pedido,
  assinar(ouvinte: () => void) {
    ouvintes.add(ouvinte);
    return () => void ouvintes.delete(ouvinte);
  },
};

// Re-exported so journeys need only this module.
