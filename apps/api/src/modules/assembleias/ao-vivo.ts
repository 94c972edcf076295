/**
 * Fan-out of an assembly's live events to the server-sent-event streams of this process. Events live in the
 * database (so any API process can publish them); each watched assembly gets ONE poller per process, however many
 * viewers, and a publish in this process wakes its viewers at once.
 */
import type { MensagemAoVivo } from '@portal/domain';

type Ouvinte = (mensagens: MensagemAoVivo[]) => void;

export interface AoVivo {
  /** Calls `ouvinte` with every event published so far and then with each new batch; returns the unsubscribe. */
  assistir(idAssembleia: number, ouvinte: Ouvinte): () => void;
  /** A publish happened here: read now instead of waiting for the next poll. */
  avisar(idAssembleia: number): void;
  fechar(): void;
}

export function createAoVivo(
  ler: (idAssembleia: number) => Promise<MensagemAoVivo[]>,
  intervaloMs = 1000,
): AoVivo {
  const salas = new Map<
    number,
    { ouvintes: Set<Ouvinte>; vistos: number; timer: NodeJS.Timeout; lendo: boolean }
  >();

  async function atualizar(id: number) {
    const sala = salas.get(id);
    if (!sala || sala.lendo) return;
    sala.lendo = true;
    try {
      const todas = await ler(id);
      const novas = todas.slice(sala.vistos);
      sala.vistos = todas.length;
      if (novas.length) for (const o of sala.ouvintes) o(novas);
    } catch {
      // A failed read is retried by the next tick; viewers keep their connection.
    } finally {
      sala.lendo = false;
    }
  }

  return {
    assistir(id, ouvinte) {
      let sala = salas.get(id);
      if (!sala) {
        sala = {
          ouvintes: new Set(),
          vistos: 0,
          timer: setInterval(() => void atualizar(id), intervaloMs),
          lendo: false,
        };
        salas.set(id, sala);
      }
      sala.ouvintes.add(ouvinte);
      // A newcomer gets the history from the database, not from the room's position.
      void ler(id)
        .then((todas) => ouvinte(todas))
        .catch(() => undefined);
      return () => {
        const s = salas.get(id);
        if (!s) return;
        s.ouvintes.delete(ouvinte);
        if (!s.ouvintes.size) {
          clearInterval(s.timer);
          salas.delete(id);
        }
      };
    },
    avisar(id) {
      void atualizar(id);
    },
    fechar() {
      for (const s of salas.values()) clearInterval(s.timer);
      salas.clear();
    },
  };
}
