import type { FastifyRequest } from 'fastify';
import { exigeAtualizacaoObrigatoria, TIPOS_CASO } from '@portal/domain';
import { proibido } from '../../core/erros.ts';
import { ATUALIZACAO_CADASTRAL_PENDENTE } from '../../core/sessao.ts';
import type { CasosRepository } from './casos.repository.ts';

/** Answers are kept this long per quota: the guard asks on every call, the case changes rarely. */
const CACHE_MS = 5_000;

/**
 * Whether a quota is held by the mandatory registration update (03 §4), asked by the API's mode guard on every
 * customer call (ADR 0016). Read from the quota's cases, not from the token: an analyst may start the update in
 * the middle of a session, and confirming ends it at once. This process forgets a quota's answer when it changes
 * it; other processes within CACHE_MS.
 */
export function createAtualizacaoPendente(repo: Pick<CasosRepository, 'daCota'>, now: () => number) {
  const cache = new Map<number, { pendente: boolean; ate: number }>();
  return {
    async pendente(cotaId: number): Promise<boolean> {
      const hit = cache.get(cotaId);
      if (hit && hit.ate > now()) return hit.pendente;
      const linhas = await repo.daCota(cotaId, [TIPOS_CASO.atualizacaoCadastral]);
      const pendente = exigeAtualizacaoObrigatoria(
        linhas.map((l) => ({
          CaseNumber: l.numero,
          CreatedDate: l.criadoEm.toISOString(),
          Status: l.status,
          Fase__c: l.fase,
          RecordTypeDeveloperName: l.tipo,
        })),
        false,
      );
      if (cache.size >= 50_000) cache.clear();
      cache.set(cotaId, { pendente, ate: now() + CACHE_MS });
      return pendente;
    },
    esquecer: (cotaId: number) => cache.delete(cotaId),
  };
}
export type AtualizacaoPendente = ReturnType<typeof createAtualizacaoPendente>;

/** The mode guard (core/rotas.ts): a transparent session is never held (03 §4). */
export const guardaDeAtualizacao =
  (atualizacao: Pick<AtualizacaoPendente, 'pendente'>) => async (request: FastifyRequest) => {
    if (request.sessao.transparente) return;
    if (await atualizacao.pendente(request.sessao.cotaId)) throw proibido(ATUALIZACAO_CADASTRAL_PENDENTE);
  };
