import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  biometriaCadastradaSchema,
  biometriasSchema,
  erroSchema,
  loginBiometriaBodySchema,
  opcoesBiometriaSchema,
  opcoesLoginBiometriaBodySchema,
  registrarBiometriaBodySchema,
  tokenRespostaSchema,
} from '@portal/domain';
import type { BiometriaService } from './biometria.service.ts';

const tags = ['acesso'];
const security = [{ accessToken: [] }];
const origem = (request: FastifyRequest) => request.headers.origin;

export const biometriaRoutes =
  (
    biometria: BiometriaService,
    autenticar: preHandlerAsyncHookHandler,
    exigirCliente: (request: FastifyRequest) => Promise<void>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/biometria/registro/opcoes',
      {
        preHandler: autenticar,
        schema: {
          tags,
          security,
          summary: 'Opções para ativar a biometria (passkey)',
          response: { 200: opcoesBiometriaSchema, 400: erroSchema, 401: erroSchema },
        },
      },
      (request) => biometria.opcoesRegistro(request.sessao, origem(request)),
    );
    app.post(
      '/biometria/registro',
      {
        preHandler: autenticar,
        schema: {
          tags,
          security,
          summary: 'Ativar a biometria (passkey)',
          body: registrarBiometriaBodySchema,
          response: { 201: biometriaCadastradaSchema, 400: erroSchema, 401: erroSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await biometria.registrar(
              request.sessao,
              origem(request),
              request.body.resposta,
              request.body.nomeDispositivo,
            ),
          ),
    );
    app.get(
      '/biometria',
      {
        preHandler: autenticar,
        schema: {
          tags,
          security,
          summary: 'Biometrias ativadas',
          response: { 200: biometriasSchema, 401: erroSchema },
        },
      },
      (request) => biometria.listar(request.sessao),
    );
    app.post(
      '/login/biometria/opcoes',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Opções para entrar com a biometria',
          body: opcoesLoginBiometriaBodySchema,
          response: { 200: opcoesBiometriaSchema, 400: erroSchema },
        },
      },
      (request) => biometria.opcoesLogin(origem(request), request.body.idParceiro),
    );
    app.post(
      '/login/biometria',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        preHandler: exigirCliente,
        schema: {
          tags,
          summary: 'Entrar com a biometria',
          body: loginBiometriaBodySchema,
          response: { 200: tokenRespostaSchema, 400: erroSchema, 401: erroSchema, 403: erroSchema },
        },
      },
      (request) => biometria.login(origem(request), request.body.resposta, request.body.idParceiro),
    );
  };
