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
