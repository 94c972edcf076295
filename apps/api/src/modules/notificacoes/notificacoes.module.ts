import type { FastifyInstance } from 'fastify';
import { notificacoesOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { NotificacoesService } from './notificacoes.service.ts';

/**
 * Spec 01 §7 "news": the customer lists and reads news and notifications; an analyst publishes news to every
 * customer of a partner, audited.
 */
export const notificacoesModule =
  (deps: { notificacoes: NotificacoesService }) => async (app: FastifyInstance) => {
    const { notificacoes } = deps;
    rota(app, notificacoesOperacoes.listar, (p) => notificacoes.listar(p.sessao, p.query));
    rota(app, notificacoesOperacoes.um, (p) => notificacoes.um(p.sessao, p.params.id, p.query));
    rota(app, notificacoesOperacoes.marcarLido, (p) => notificacoes.marcarLido(p.sessao, p.body.news_id));
    rota(app, notificacoesOperacoes.chavePush, () => notificacoes.chavePush());
    rota(app, notificacoesOperacoes.assinarPush, (p) => notificacoes.assinarPush(p.sessao, p.body));
    rota(app, notificacoesOperacoes.cancelarPush, (p) =>
      notificacoes.cancelarPush(p.sessao, p.body.endpoint),
    );

    rota(app, notificacoesOperacoes.listarOperador, (p) =>
      notificacoes.listarOperador(p.query.parceiroId, p.query.page, p.query.page_size),
    );
    rota(app, notificacoesOperacoes.publicar, (p) => notificacoes.publicar(p.operador.operadorId, p.body));
  };
