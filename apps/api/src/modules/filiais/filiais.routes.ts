import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { erroSchema, filiaisSchema, pedidoRetornoBodySchema, pedidoRetornoSchema } from '@portal/domain';
import type { FiliaisService } from './filiais.service.ts';

const tags = ['filiais'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };

/** Spec 01 §7 GET /filiais; and the customer-service call-back request (our design). */
export const filiaisRoutes =
  (filiais: FiliaisService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', autenticar);

    app.get(
      '/filiais',
      {
        schema: {
          tags,
          security,
          summary: 'Filiais do parceiro, com o nome do estado',
          response: { 200: filiaisSchema, ...erros },
        },
      },
      (request) => filiais.listar(request.sessao),
    );

    app.post(
      '/atendimento/retorno',
      {
        schema: {
          tags,
          security,
          summary: 'Ligamos para você: pedir uma ligação da central em um período do dia',
          body: pedidoRetornoBodySchema,
          response: { 201: pedidoRetornoSchema, ...erros },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await filiais.pedirRetorno(request.sessao, request.body)),
    );
  };
