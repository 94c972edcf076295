import { hojeEmSaoPaulo } from '@portal/domain';

/**
 * São Paulo's date on the app's clock, computed at most once a minute: every quota and boleto read asks for
 * "today", and Intl's time-zone conversion was ~2 % of a hot read's CPU (issue 16, bench/perfil.ts). Exact:
 * São Paulo's offsets are whole hours, so its date only changes on a minute boundary; the clock is read on every
 * call, so tests that move it see the new day at once.
 */
export function hojeDoRelogio(now: () => number): () => string {
  let minuto = Number.NaN;
  let dia = '';
  return () => {
    const agora = now();
    const esteMinuto = Math.floor(agora / 60_000);
    if (esteMinuto !== minuto) {
      dia = hojeEmSaoPaulo(new Date(agora));
      minuto = esteMinuto;
    }
    return dia;
  };
}
