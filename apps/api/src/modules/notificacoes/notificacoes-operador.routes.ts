import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  erroSchema,
  informativoOperadorSchema,
  informativosOperadorQuerySchema,
  paginaInformativosOperadorSchema,
  publicarInformativoBodySchema,
} from '@portal/domain';
import type { OperadorService } from '../operador/operador.service.ts';
import type { NotificacoesService } from './notificacoes.service.ts';

const tags = ['operador'];
const security = [{ operador: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };

/** Back-office: news an analyst publishes to every customer of a partner; publishing is audited. */
export const notificacoesOperadorRoutes =
  (operador: OperadorService, notificacoes: NotificacoesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', operador.autenticar);

    app.get(
      '/informativos',
      {
        schema: {
          tags,
          security,
          summary: 'Novidades publicadas (de um parceiro ou de todos), com quantas leituras',
          querystring: informativosOperadorQuerySchema,
          response: { 200: paginaInformativosOperadorSchema, ...erros },
        },
      },
      (request) =>
        notificacoes.listarOperador(request.query.parceiroId, request.query.page, request.query.page_size),
    );

    app.post(
      '/informativos',
      {
        schema: {
          tags,
          security,
          summary: 'Publicar uma novidade para os clientes de um parceiro',
          body: publicarInformativoBodySchema,
          response: { 201: informativoOperadorSchema, ...erros },
        },
      },
      async (request, reply) => {
        const criado = await notificacoes.publicar(request.operador.operadorId, request.body);
        await operador.auditar(
          request.operador.operadorId,
          'informativo.publicado',
          `informativo:${criado.id}`,
          {
            parceiroId: criado.parceiroId,
            titulo: criado.titulo,
          },
        );
        return reply.code(201).send(criado);
      },
    );
  };
