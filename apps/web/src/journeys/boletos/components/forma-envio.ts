import { agoraEmSaoPaulo, formatarData, ROTULOS_FORMA_ENVIO, type PreferenciaEnvio } from '@portal/domain';

/** When the 24 h lock lifts, or null when a change is allowed now (the API decides; this only reads it). */
export function liberacaoDaPreferencia(p: Pick<PreferenciaEnvio, 'bloqueadaAte'>, agora: Date): Date | null {
  if (!p.bloqueadaAte) return null;
  const libera = new Date(p.bloqueadaAte);
  if (Number.isNaN(libera.getTime())) return null;
  return libera.getTime() > agora.getTime() ? libera : null;
}

/** '10/03/2026 às 12:30', in São Paulo time whatever the device's zone. */
export function dataHoraEmSaoPaulo(instante: Date | string): string {
  const { data, hora } = agoraEmSaoPaulo(typeof instante === 'string' ? new Date(instante) : instante);
  return `${formatarData(data)} às ${hora}`;
}

/** Why the controls are disabled, in the customer's words. */
export function motivoDoBloqueio(libera: Date): string {
  return `A forma de envio foi alterada há menos de 24 horas. Você poderá alterá-la de novo a partir de ${dataHoraEmSaoPaulo(libera)}.`;
}

/** When the current choice starts to be used (one day after the next assembly), or null when already in force. */
export function textoVigencia(p: Pick<PreferenciaEnvio, 'vigenteAPartirDe'>): string | null {
  if (!p.vigenteAPartirDe) return null;
  return `Ela passa a valer no envio de ${formatarData(p.vigenteAPartirDe)}, um dia após a próxima assembleia. Até lá, o boleto do mês segue pela forma anterior.`;
}

/**
 * How the boleto arrives today and, while a change waits for the next assembly, from when the new choice
 * holds. Right after a change the saved choice is not yet today's delivery: saying "Hoje você recebe por
 * correio" then would be false.
 */
export function textoFormaAtual(p: Pick<PreferenciaEnvio, 'formaEnvio' | 'vigenteAPartirDe'>): {
  hoje: string;
  aPartirDe: string | null;
} {
  const forma = ROTULOS_FORMA_ENVIO[p.formaEnvio].toLowerCase();
  if (!p.vigenteAPartirDe) return { hoje: `Hoje você recebe por ${forma}.`, aPartirDe: null };
  return {
    hoje: 'Hoje você ainda recebe pela forma anterior.',
    aPartirDe: `A partir de ${formatarData(p.vigenteAPartirDe)}, você recebe por ${forma}.`,
  };
}
