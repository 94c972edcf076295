import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  alterarSenhaBodySchema,
  cotaIdParamsSchema,
  erroSchema,
  mensagemSchema,
  recuperarSenhaBodySchema,
} from '@portal/domain';
import type { SenhaService } from './senha.service.ts';

const tags = ['acesso'];

export const senhaRoutes =
  (senha: SenhaService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login/recuperar-senha/cliente',
      {
        // Each call may send an e-mail: a tight per-IP ceiling.
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: 'Esqueci minha senha: envia uma senha provisória por e-mail',
          body: recuperarSenhaBodySchema,
          response: { 200: mensagemSchema, 400: erroSchema, 429: erroSchema },
        },
      },
      (request) => senha.recuperar(request.body, request.hostname.split(':')[0] ?? ''),
    );

    app.post(
      '/cotas/:id/alterar-senha',
      {
        preHandler: autenticar,
        schema: {
          tags,
          security: [{ accessToken: [] }],
          summary: 'Alterar a senha (vale para todas as cotas da pessoa)',
          params: cotaIdParamsSchema,
          body: alterarSenhaBodySchema,
          response: {
            200: mensagemSchema,
            400: erroSchema,
            401: erroSchema,
            404: erroSchema,
            429: erroSchema,
          },
        },
      },
      (request) => senha.alterar(request.sessao, request.params.id, request.body),
    );
  };
