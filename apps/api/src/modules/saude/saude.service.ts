import type { SaudeRepository } from './saude.repository.ts';

/** Readiness waits this long for the database: a probe must answer fast, also when the database hangs. */
const TEMPO_LIMITE_MS = 2_000;

export function createSaudeService(repo: SaudeRepository, tempoLimiteMs = TEMPO_LIMITE_MS) {
  return {
    /** True when the database answered a ping within the time limit. */
    async bancoResponde(): Promise<boolean> {
      let relogio: NodeJS.Timeout | undefined;
      const esgotado = new Promise<boolean>((resolve) => {
        relogio = setTimeout(() => resolve(false), tempoLimiteMs);
      });
      const ping = repo.ping().then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([ping, esgotado]);
      } finally {
        clearTimeout(relogio);
      }
    },
  };
}

export type SaudeService = ReturnType<typeof createSaudeService>;
