import type { FastifyInstance } from 'fastify';
import { operadorOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { OperadorService } from './operador.service.ts';
import { apagarCookieRefresh, gravarCookieRefresh, refreshDoPedido } from './refresh-operador.ts';

/**
 * /operador/v1: the back-office's own login (customer tokens are refused here), session, audit and customers.
 * The login and each renewal answer the access token in the body and put the refresh token in its cookie.
 */
export const operadorModule = (deps: { operador: OperadorService }) => async (app: FastifyInstance) => {
  const { operador } = deps;
  const op = operadorOperacoes;

  rota(
    app,
    op.login,
    async (p, reply) => {
      const { resposta, refresh } = await operador.login(p.body.email, p.body.senha, p.ip);
      gravarCookieRefresh(p, reply, refresh);
      return resposta;
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
  rota(
    app,
    op.refresh,
    async (p, reply) => {
      try {
        const { resposta, refresh } = await operador.renovar(refreshDoPedido(p));
        gravarCookieRefresh(p, reply, refresh);
        return resposta;
      } catch (erro) {
        // A refused renewal leaves the browser no cookie to try again with.
        apagarCookieRefresh(p, reply);
        throw erro;
      }
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );
  rota(app, op.eu, (p) => operador.eu(p));
  rota(app, op.logout, async (p, reply) => {
    await operador.logout(p);
    apagarCookieRefresh(p, reply);
  });
  rota(app, op.auditoria, (p) => operador.auditoria(p.query.page, p.query.page_size));
  rota(app, op.cliente, (p) => operador.cliente(p.operador, p.params.inscricao));
};
