import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  codigoValidadoSchema,
  cotaIdParamsSchema,
  erroCodigoSchema,
  erroSchema,
  validarCodigoBodySchema,
  verificacaoEnviadaSchema,
} from '@portal/domain';
import { ErroDeCodigo, type VerificacaoService } from './verificacao.service.ts';

const tags = ['acesso'];
const security = [{ accessToken: [] }];

export const verificacaoRoutes =
  (verificacao: VerificacaoService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/cotas/:id/verificacao',
      {
        preHandler: autenticar,
        schema: {
          tags,
          security,
          summary: 'Enviar um código de verificação por SMS',
          params: cotaIdParamsSchema,
          response: {
            200: verificacaoEnviadaSchema,
            400: erroSchema,
            401: erroSchema,
            404: erroSchema,
            429: erroSchema,
          },
        },
      },
      (request) => verificacao.gerar(request.sessao, request.params.id),
    );

    app.patch(
      '/cotas/:id/verificacao',
      {
        preHandler: autenticar,
        schema: {
          tags,
          security,
          summary: 'Validar o código de verificação',
          params: cotaIdParamsSchema,
          body: validarCodigoBodySchema,
          response: {
            200: codigoValidadoSchema,
            400: erroCodigoSchema.or(erroSchema),
            401: erroSchema,
            404: erroSchema,
          },
        },
      },
      async (request, reply) => {
        try {
          return await verificacao.validar(request.sessao, request.params.id, request.body.codigo);
        } catch (error) {
          // The spec's code errors carry their code so the app can react (e.g. offer a new one when expired).
          if (error instanceof ErroDeCodigo)
            return reply.code(400).send({ mensagem: error.mensagem, codigo: error.codigo });
          throw error;
        }
      },
    );
  };
