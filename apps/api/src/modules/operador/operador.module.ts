import type { FastifyInstance } from 'fastify';
import { operadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { OperadorService } from './operador.service.ts';

/** /operador/v1: the back-office's own login (customer tokens are refused here), session, audit and customers. */
export const operadorModule = (deps: { operador: OperadorService }) => async (app: FastifyInstance) => {
  const { operador } = deps;
  const op = operadorOperacoes;

  rota(app, op.login, (p) => operador.login(p.body.email, p.body.senha, p.ip), {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  });
  rota(app, op.eu, (p) => operador.eu(p));
  rota(app, op.logout, (p) => operador.logout(p));
  rota(app, op.auditoria, (p) => operador.auditoria(p.query.page, p.query.page_size));
  rota(app, op.cliente, (p) => operador.cliente(p.operador.operadorId, p.params.inscricao));
};
