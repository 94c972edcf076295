import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  erroSchema,
  loginOperadorBodySchema,
  operadorSchema,
  paginacaoQuerySchema,
  registroAuditoriaSchema,
  tokenOperadorSchema,
} from '@portal/domain';
import type { OperadorService } from './operador.service.ts';

const tags = ['operador'];
const security = [{ operador: [] }];

/** /operador/v1: the back-office API, with its own login; customer tokens are refused here. */
export const operadorRoutes =
  (operador: OperadorService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Entrar no back-office',
          body: loginOperadorBodySchema,
          response: { 200: tokenOperadorSchema, 400: erroSchema, 401: erroSchema, 429: erroSchema },
        },
      },
      (request) => operador.login(request.body.email, request.body.senha, request.ip),
    );

    await app.register(async (escopo) => {
      const protegido = escopo.withTypeProvider<ZodTypeProvider>();
      protegido.addHook('preHandler', operador.autenticar);
      protegido.get(
        '/eu',
        {
          schema: {
            tags,
            security,
            summary: 'Quem está conectado',
            response: { 200: operadorSchema, 401: erroSchema },
          },
        },
        (request) => operador.eu(request),
      );
      protegido.post(
        '/logout',
        {
          schema: {
            tags,
            security,
            summary: 'Sair do back-office',
            response: { 204: z.null(), 401: erroSchema },
          },
        },
        async (request, reply) => {
          await operador.logout(request);
          return reply.code(204).send(null);
        },
      );
      protegido.get(
        '/auditoria',
        {
          schema: {
            tags,
            security,
            summary: 'Registro de auditoria (somente leitura)',
            querystring: paginacaoQuerySchema,
            response: { 200: z.array(registroAuditoriaSchema), 401: erroSchema },
          },
        },
        (request) => operador.auditoria(request.query.page, request.query.page_size),
      );
    });
  };
