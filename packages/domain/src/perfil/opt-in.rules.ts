import type { PreferenciaEnvio } from '../boletos/boletos.schemas.ts';
import type { FormasEnvioCota } from './referencias.schemas.ts';

/**
 * The opt-in of the profile (03 §3, §4) is the quota's boleto delivery choice (01 §4, the boletos journey's
 * "forma de envio"), channel by channel: one stored choice, one 24 h lock, whichever screen changes it.
 */
export function formasEnvioDaCota(p: PreferenciaEnvio): FormasEnvioCota {
  return {
    formaEnvio: p.formaEnvio,
    email: p.formaEnvio !== 'correio',
    correio: p.formaEnvio !== 'email',
    alteradaEm: p.alteradaEm,
    bloqueadaAte: p.bloqueadaAte,
    vigenteAPartirDe: p.vigenteAPartirDe,
  };
}
