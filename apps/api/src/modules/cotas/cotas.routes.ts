import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cotaDetalheSchema,
  cotaIdParamsSchema,
  cotaSchema,
  cotaSimplesSchema,
  erroSchema,
  paginacaoQuerySchema,
  paginaSchema,
} from '@portal/domain';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { CotasService } from './cotas.service.ts';

const tags = ['cotas'];
const security = [{ accessToken: [] }];

export const cotasRoutes =
  (service: CotasService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', autenticar);

    app.get(
      '/cotas',
      {
        schema: {
          tags,
          security,
          summary: 'Cotas do cliente',
          querystring: paginacaoQuerySchema,
          response: { 200: paginaSchema(cotaSchema), 400: erroSchema, 401: erroSchema },
        },
      },
      (request) => service.listar(request.sessao, request.query),
    );

    app.get(
      '/cotas/simples',
      {
        schema: {
          tags,
          security,
          summary: 'Lista simples de cotas',
          response: { 200: z.array(cotaSimplesSchema), 401: erroSchema },
        },
      },
      (request) => service.simples(request.sessao),
    );

    app.get(
      '/cotas/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Detalhe da cota',
          params: cotaIdParamsSchema,
          response: { 200: cotaDetalheSchema, 401: erroSchema, 404: erroSchema },
        },
      },
      (request) => service.detalhe(request.sessao, request.params.id),
    );
  };
