import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avaliacaoBodySchema,
  avaliacaoRespostaSchema,
  cotaIdParamsSchema,
  cotaSchema,
  erroSchema,
  preferenciasCotaBodySchema,
  preferenciasUsuarioBodySchema,
  preferenciasUsuarioSchema,
  usuarioIdParamsSchema,
} from '@portal/domain';
import type { PerfilService } from './perfil.service.ts';

const tags = ['perfil'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };

/** Quota nickname and photo, the customer's preferences and the service rating (spec §7 "Users"). */
export const perfilRoutes =
  (perfil: PerfilService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', autenticar);

    app.put(
      '/cotas/:id/preferencias',
      {
        schema: {
          tags,
          security,
          summary: 'Apelido e foto da cota',
          params: cotaIdParamsSchema,
          body: preferenciasCotaBodySchema,
          response: { 200: cotaSchema, ...erros },
        },
      },
      (request) => perfil.preferenciasDaCota(request.sessao, request.params.id, request.body),
    );

    app.get(
      '/usuarios/:id/preferencias',
      {
        schema: {
          tags,
          security,
          summary: 'Preferências do usuário',
          params: usuarioIdParamsSchema,
          response: { 200: preferenciasUsuarioSchema, ...erros },
        },
      },
      (request) => perfil.preferencias(request.sessao, request.params.id),
    );

    app.put(
      '/usuarios/:id/preferencias',
      {
        schema: {
          tags,
          security,
          summary: 'Altera as preferências do usuário',
          params: usuarioIdParamsSchema,
          body: preferenciasUsuarioBodySchema,
          response: { 200: preferenciasUsuarioSchema, ...erros },
        },
      },
      (request) => perfil.alterarPreferencias(request.sessao, request.params.id, request.body),
    );

    app.post(
      '/usuarios/avaliacoes',
      {
        schema: {
          tags,
          security,
          summary: 'Avaliação do atendimento',
          body: avaliacaoBodySchema,
          response: { 201: avaliacaoRespostaSchema, ...erros },
        },
      },
      async (request, reply) => reply.code(201).send(await perfil.avaliar(request.sessao, request.body)),
    );
  };
