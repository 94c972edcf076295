import type { Parcela } from '@portal/domain';

export interface Pendencia {
  /** Overdue instalments (the server's verdict), their total with today's charges, and the oldest due date. */
  vencidas: { quantidade: number; total: number; desde: string } | null;
  /** The next on-time due date and what falls due on it. */
  proxima: { dataVencimento: string; valor: number; quantidade: number; numeroParcela: number | null } | null;
}

/** What the home card says about the open instalments; null when nothing is pending (the card hides). */
export function pendenciaDeBoleto(parcelas: readonly Parcela[]): Pendencia | null {
  const abertas = parcelas.filter((p) => p.situacao !== 'paga');
  const vencidas = abertas.filter((p) => p.situacao === 'vencida');
  const emDia = abertas.filter((p) => p.situacao === 'em-dia');
  const data = emDia.map((p) => p.dataVencimento).sort()[0];
  const daProxima = emDia.filter((p) => p.dataVencimento === data);
  const pendencia: Pendencia = {
    vencidas: vencidas.length
      ? {
          quantidade: vencidas.length,
          total: vencidas.reduce((s, p) => s + p.valorCobrado, 0),
          desde: vencidas.map((p) => p.dataVencimento).sort()[0] ?? '',
        }
      : null,
    proxima:
      data !== undefined
        ? {
            dataVencimento: data,
            valor: daProxima.reduce((s, p) => s + p.valorCobrado, 0),
            quantidade: daProxima.length,
            numeroParcela: daProxima.length === 1 ? (daProxima[0]?.numeroParcela ?? null) : null,
          }
        : null,
  };
  return pendencia.vencidas || pendencia.proxima ? pendencia : null;
}

/** Days from today to a due date (negative when past), both 'YYYY-MM-DD'. */
export function diasAte(data: string, hoje: string): number {
  return Math.round((Date.parse(`${data}T12:00:00Z`) - Date.parse(`${hoje}T12:00:00Z`)) / 86_400_000);
}

/** 'vence hoje', 'vence amanhã', 'vence em 10/04/2026'. */
export function quandoVence(data: string, hoje: string, formatar: (iso: string) => string): string {
  const dias = diasAte(data, hoje);
  if (dias === 0) return 'vence hoje';
  if (dias === 1) return 'vence amanhã';
  return `vence em ${formatar(data)}`;
}
