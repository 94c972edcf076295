import {
  mensagemAoVivoSchema,
  type ContempladaApuracao,
  type MensagemAoVivo,
  type SorteioApurado,
} from '@portal/domain';

/** One SSE `data:` line → the message, or null when it is not one (a stray line never breaks the feed). */
export function lerMensagemAoVivo(data: string): MensagemAoVivo | null {
  try {
    const lida = mensagemAoVivoSchema.safeParse(JSON.parse(data));
    return lida.success ? lida.data : null;
  } catch {
    return null;
  }
}

/**
 * Adds a message to the feed, in publication order. A reconnection replays everything already published, so
 * a sequence number already held is ignored: the customer never sees an event twice.
 */
export function acrescentarMensagem(
  atuais: readonly MensagemAoVivo[],
  nova: MensagemAoVivo,
): readonly MensagemAoVivo[] {
  if (atuais.some((m) => m.sequencia === nova.sequencia)) return atuais;
  return [...atuais, nova].sort((a, b) => a.sequencia - b.sequencia);
}

/** Waits 1 s, 2 s, 4 s … up to 15 s between attempts, so a server that is down is not hammered. */
export function esperaParaReconectar(tentativa: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, tentativa));
}

/** What the live screen shows, read from the events received so far. */
export interface PlacarAoVivo {
  idAssembleia: number | null;
  numeroTotalAssembleia: number | null;
  dataSorteio: string | null;
  sorteios: SorteioApurado[];
  contempladas: ContempladaApuracao[];
  encerrada: boolean;
}

export function placarAoVivo(mensagens: readonly MensagemAoVivo[]): PlacarAoVivo {
  const placar: PlacarAoVivo = {
    idAssembleia: mensagens[0]?.idAssembleia ?? null,
    numeroTotalAssembleia: null,
    dataSorteio: null,
    sorteios: [],
    contempladas: [],
    encerrada: false,
  };
  for (const { evento } of mensagens) {
    if (evento.tipo === 'assembleia-iniciada') {
      placar.numeroTotalAssembleia = evento.numeroTotalAssembleia;
      placar.dataSorteio = evento.dataSorteio;
    } else if (evento.tipo === 'numero-sorteado') placar.sorteios.push(evento.sorteio);
    else if (evento.tipo === 'cota-contemplada') placar.contempladas.push(evento.contemplada);
    else if (evento.tipo === 'assembleia-encerrada') placar.encerrada = true;
  }
  return placar;
}

/** Whether this event concerns the customer's own quota (its number in the group). */
export function eventoDaCota(mensagem: MensagemAoVivo, cota: number | null): boolean {
  if (cota === null) return false;
  const { evento } = mensagem;
  if (evento.tipo === 'cota-contemplada') return evento.contemplada.cota === cota;
  if (evento.tipo === 'numero-sorteado') return evento.sorteio.cotaContemplada === cota;
  return false;
}
