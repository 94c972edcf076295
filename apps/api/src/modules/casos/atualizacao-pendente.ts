import type { FastifyRequest } from 'fastify';
import { exigeAtualizacaoObrigatoria, TIPOS_CASO } from '@portal/domain';
import { proibido } from '../../core/erros.ts';
import { ATUALIZACAO_CADASTRAL_PENDENTE } from '../../core/sessao.ts';
import type { CacheCompartilhado } from '../../core/cache-compartilhado.ts';
import type { CasosRepository } from './casos.repository.ts';

/** A quota's topic in the shared cache; migration 0041's trigger notifies it when its update cases change. */
const topicoDaCota = (cotaId: number) => `atualizacao:${cotaId}`;

/**
 * Whether a quota is held by the mandatory registration update (03 §4), asked by the API's mode guard on every
 * customer call (ADR 0016). Read from the quota's cases, not from the token: an analyst may start the update in
 * the middle of a session, and confirming ends it at once. The answer is kept in the shared read cache (ADR 0021,
 * ADR 0040) until a registration-update case of the quota changes: the statement that changes it notifies every
 * API process in its own transaction (a trigger, migration 0041), so a commit drops it everywhere and a rollback
 * drops nothing; this process also forgets at once, right after its own commit. While the cache's listening
 * connection is down nothing is kept and every call asks the database.
 */
export function createAtualizacaoPendente(
  repo: Pick<CasosRepository, 'daCota'>,
  cache: Pick<CacheCompartilhado, 'ler' | 'esquecer'>,
) {
  const buscar = async (cotaId: number): Promise<boolean> => {
    const linhas = await repo.daCota(cotaId, [TIPOS_CASO.atualizacaoCadastral]);
    return exigeAtualizacaoObrigatoria(
      linhas.map((l) => ({
        CaseNumber: l.numero,
        CreatedDate: l.criadoEm.toISOString(),
        Status: l.status,
        Fase__c: l.fase,
        RecordTypeDeveloperName: l.tipo,
      })),
      false,
    );
  };
  return {
    pendente: (cotaId: number): Promise<boolean> => cache.ler(topicoDaCota(cotaId), '', () => buscar(cotaId)),
    /** Called right after this process's commit that changed the quota's update cases. */
    esquecer: (cotaId: number) => cache.esquecer(topicoDaCota(cotaId)),
  };
}
export type AtualizacaoPendente = ReturnType<typeof createAtualizacaoPendente>;

/** The mode guard (core/rotas.ts): a transparent session is never held (03 §4). */
export const guardaDeAtualizacao =
  (atualizacao: Pick<AtualizacaoPendente, 'pendente'>) => async (request: FastifyRequest) => {
    if (request.sessao.transparente) return;
    if (await atualizacao.pendente(request.sessao.cotaId)) throw proibido(ATUALIZACAO_CADASTRAL_PENDENTE);
  };
