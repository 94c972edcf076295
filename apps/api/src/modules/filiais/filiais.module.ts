import type { FastifyInstance } from 'fastify';
import { filiaisOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { FiliaisService } from './filiais.service.ts';

/** Spec 01 §7 GET /filiais; and the customer-service call-back request (our design). */
export const filiaisModule = (deps: { filiais: FiliaisService }) => async (app: FastifyInstance) => {
  const { filiais } = deps;
  rota(app, filiaisOperacoes.listar, (p) => filiais.listar(p.sessao));
  rota(app, filiaisOperacoes.pedirRetorno, (p) => filiais.pedirRetorno(p.sessao, p.body));
};
