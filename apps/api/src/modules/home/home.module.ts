import type { FastifyInstance } from 'fastify';
import { homeOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { HomeService } from './home.service.ts';

/** /home's cards in one call (spec 01 §2), for the session's selected quota. */
export const homeModule = (deps: { home: HomeService }) => async (app: FastifyInstance) => {
  // The quota's own read is the ownership check (core/rotas.ts `posseNaConsulta`).
  rota(app, homeOperacoes.resumo, (p) => deps.home.resumo(p.sessao, p.params.id), { posseNaConsulta: true });
};
