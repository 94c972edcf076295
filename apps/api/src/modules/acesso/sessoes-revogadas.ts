import type { CacheCompartilhado } from '../../core/cache-compartilhado.ts';
import type { AcessoRepository } from './acesso.repository.ts';

/** A session's topic in the shared cache; migration 0035's trigger notifies it when the session ends. */
const topicoDaSessao = (familia: string) => `sessao:${familia}`;

/**
 * Whether a session (token family) was ended, asked on every protected call (ADR 0033). The answer is kept in
 * the shared read cache (ADR 0021) until the session ends: the statement that ends it notifies every API
 * process in its own transaction (a trigger, migration 0035), so a rollback drops nothing and a commit drops
 * it everywhere; this process also forgets at once, right after its own commit. While the cache's listening
 * connection is down nothing is kept and every call asks the database; losing it drops every answer.
 */
export function createSessoesRevogadas(
  repo: Pick<AcessoRepository, 'familiaRevogada'>,
  cache: Pick<CacheCompartilhado, 'ler' | 'esquecer'>,
) {
  return {
    revogada: (familia: string): Promise<boolean> =>
      cache.ler(topicoDaSessao(familia), '', () => repo.familiaRevogada(familia)),
    /** Called right after this process's commit that ended these sessions. */
    esquecer: (familias: readonly string[]) => cache.esquecer(...familias.map(topicoDaSessao)),
  };
}
export type SessoesRevogadas = ReturnType<typeof createSessoesRevogadas>;
