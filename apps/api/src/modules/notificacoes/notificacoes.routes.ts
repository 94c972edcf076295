import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  erroSchema,
  informativoParamsSchema,
  informativoSchema,
  informativosQuerySchema,
  marcarLidoBodySchema,
  paginaInformativosSchema,
} from '@portal/domain';
import type { NotificacoesService } from './notificacoes.service.ts';

const tags = ['notificacoes'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };

/** Spec 01 §7 "news": GET /informativos (partner_id, id_cota), POST /informativos (news_id) marks read. */
export const notificacoesRoutes =
  (notificacoes: NotificacoesService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', autenticar);

    app.get(
      '/informativos',
      {
        schema: {
          tags,
          security,
          summary: 'Novidades do parceiro e notificações do cliente, com o que já foi lido',
          querystring: informativosQuerySchema,
          response: { 200: paginaInformativosSchema, ...erros },
        },
      },
      (request) => notificacoes.listar(request.sessao, request.query),
    );

    app.get(
      '/informativos/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Um informativo (novidade ou notificação) do cliente',
          params: informativoParamsSchema,
          querystring: informativosQuerySchema.pick({ partner_id: true, id_cota: true }),
          response: { 200: informativoSchema, ...erros },
        },
      },
      (request) => notificacoes.um(request.sessao, request.params.id, request.query),
    );

    app.post(
      '/informativos',
      {
        schema: {
          tags,
          security,
          summary: 'Marcar um informativo como lido',
          body: marcarLidoBodySchema,
          response: { 200: informativoSchema, ...erros },
        },
      },
      (request) => notificacoes.marcarLido(request.sessao, request.body.news_id),
    );
  };
