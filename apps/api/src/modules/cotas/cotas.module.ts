import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cotasOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { CotaRow } from './cotas.repository.ts';
import type { CotasService } from './cotas.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's quota named by `{id}`, loaded by the ownership hook of every `cota`-scoped operation. */
    cota: CotaRow;
  }
}

/**
 * The ownership hook (ARCHITECTURE.md): the quota of `{id}` when it is the caller's on this partner, else a
 * 404 that does not reveal it exists. Services of `cota` operations take `request.cota`, never a bare id.
 */
export function guardaDaCota(cotas: CotasService) {
  return async (request: FastifyRequest) => {
    const { id } = request.params as { id: number };
    request.cota = await cotas.exigirDoCliente(request.sessao.clienteId, request.sessao.parceiroId, id);
  };
}

export const cotasModule = (deps: { cotas: CotasService }) => async (app: FastifyInstance) => {
  const { cotas } = deps;
  rota(app, cotasOperacoes.listar, (p) => cotas.listar(p.sessao, p.query));
  rota(app, cotasOperacoes.simples, (p) => cotas.simples(p.sessao));
  // Ownership and details in one statement (the hook's query skipped: see core/rotas.ts).
  rota(
    app,
    cotasOperacoes.detalhe,
    async (p) => (await cotas.detalheDoCliente(p.sessao, p.params.id)).detalhe,
    { posseNaConsulta: true },
  );
};
