import type { AcessoRepository } from './acesso.repository.ts';

/**
 * Whether a session (token family) was ended, asked on every protected call. Answers are kept a few seconds
 * per family so the hot path rarely reaches the database; this process forgets its own revocations at once,
 * other API processes within CACHE_MS.
 */
const CACHE_MS = 5_000;

export function createSessoesRevogadas(repo: Pick<AcessoRepository, 'familiaRevogada'>, now: () => number) {
  const cache = new Map<string, { revogada: boolean; ate: number }>();
  return {
    async revogada(familia: string): Promise<boolean> {
      const hit = cache.get(familia);
      if (hit && hit.ate > now()) return hit.revogada;
      const revogada = await repo.familiaRevogada(familia);
      if (cache.size > 50_000) cache.clear();
      cache.set(familia, { revogada, ate: now() + CACHE_MS });
      return revogada;
    },
    /** Called right after this process revokes families. */
    esquecer: (familias?: string[]) => (familias ? familias.forEach((f) => cache.delete(f)) : cache.clear()),
  };
}
export type SessoesRevogadas = ReturnType<typeof createSessoesRevogadas>;
