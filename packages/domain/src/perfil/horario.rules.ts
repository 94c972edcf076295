import { agoraEmSaoPaulo } from '../comum/datas.ts';
import type { DataHoraAtual } from './referencias.schemas.ts';

/** 03 §8: the labels of a time shown to the customer. */
export const ROTULO_HORARIO_BRASILIA = 'Horário de Brasília';
export const ROTULO_HORARIO_LOCAL = 'Horário Local';

export interface HorarioExibido {
  /** HH:mm */
  hora: string;
  rotulo: typeof ROTULO_HORARIO_BRASILIA | typeof ROTULO_HORARIO_LOCAL;
}

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/**
 * A moment of this device's clock (`instanteMs`) as the customer should read it (03 §7 GET util/datahoraatual,
 * §8): in Brasília, corrected by how far this device's clock was from the server's when `servidor` was read at
 * `lidoEmMs`; without a usable answer (the call failed, a field is missing), the device's own clock and zone,
 * labelled 'Horário Local'.
 */
export function horarioParaExibir(
  instanteMs: number,
  servidor: Partial<DataHoraAtual> | null | undefined,
  lidoEmMs: number,
): HorarioExibido {
  const instanteDoServidor = servidor?.instante ? Date.parse(servidor.instante) : Number.NaN;
  if (servidor?.dataAtual && servidor.horaAtual && Number.isFinite(instanteDoServidor)) {
    const desvio = instanteDoServidor - lidoEmMs;
    return {
      hora: agoraEmSaoPaulo(new Date(instanteMs + desvio)).hora,
      rotulo: ROTULO_HORARIO_BRASILIA,
    };
  }
  const local = new Date(instanteMs);
  return {
    hora: `${doisDigitos(local.getHours())}:${doisDigitos(local.getMinutes())}`,
    rotulo: ROTULO_HORARIO_LOCAL,
  };
}
