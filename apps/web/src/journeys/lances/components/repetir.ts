import { itemHistoricoLanceSchema, type ItemHistoricoLance } from '@portal/domain';

/** The router state /bid_history hands to /offers-and-bids when the customer repeats a bid. */
export interface EstadoRepetirLance {
  repetir: ItemHistoricoLance;
}

export function estadoRepetir(item: ItemHistoricoLance): EstadoRepetirLance {
  return { repetir: item };
}

/** The bid to repeat, when the navigation carried a valid one (history state survives a reload; anything else is ignored). */
export function lanceParaRepetir(estado: unknown): ItemHistoricoLance | null {
  if (!estado || typeof estado !== 'object' || !('repetir' in estado)) return null;
  const lido = itemHistoricoLanceSchema.safeParse((estado as { repetir: unknown }).repetir);
  return lido.success ? lido.data : null;
}
