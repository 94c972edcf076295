import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  cotaSchema,
  erroSchema,
  loginBodySchema,
  refreshBodySchema,
  selecionarCotaBodySchema,
  tokenRespostaSchema,
} from '@portal/domain';
import { HttpError } from '../../core/erros.ts';
import type { AcessoService } from './acesso.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';

const tags = ['acesso'];
const security = [{ accessToken: [] }];
const CLIENTE_INVALIDO = 'Aplicativo não autorizado.';

/** The spec's Basic client header on login and refresh: identifies the app (the web is a public client). */
export function exigirCliente(clients: Map<string, string>) {
  return async (request: FastifyRequest) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'basic' || !encoded) throw new HttpError(401, CLIENTE_INVALIDO);
    const [id, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
    if (!id || clients.get(id) !== secret) throw new HttpError(401, CLIENTE_INVALIDO);
  };
}

export const acessoRoutes =
  (deps: {
    acesso: AcessoService;
    cotas: CotasService;
    autenticar: preHandlerAsyncHookHandler;
    clients: Map<string, string>;
    loginsPorMinuto: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { acesso, cotas, autenticar } = deps;
    const cliente = exigirCliente(deps.clients);
    // Per-IP ceiling on top of the per-account policy of the service.
    const limite = { rateLimit: { max: deps.loginsPorMinuto, timeWindow: '1 minute' } };

    app.post(
      '/login',
      {
        config: limite,
        preHandler: cliente,
        schema: {
          tags,
          summary: 'Entrar com CPF/CNPJ, ou grupo e cota, e senha',
          body: loginBodySchema,
          response: {
            200: tokenRespostaSchema,
            400: erroSchema,
            401: erroSchema,
            403: erroSchema,
            429: erroSchema,
          },
        },
      },
      (request) =>
        acesso.login(request.body, { ip: request.ip, dominio: request.hostname.split(':')[0] ?? '' }),
    );

    app.post(
      '/login/refresh',
      {
        config: limite,
        preHandler: cliente,
        schema: {
          tags,
          summary: 'Renovar a sessão',
          body: refreshBodySchema,
          response: { 200: tokenRespostaSchema, 400: erroSchema, 401: erroSchema },
        },
      },
      (request) => acesso.refresh(request.body.refresh_token),
    );

    app.post(
      '/login/selecionar-cota',
      {
        preHandler: autenticar,
        schema: {
          tags,
          security,
          summary: 'Selecionar a cota da sessão',
          body: selecionarCotaBodySchema,
          response: { 200: tokenRespostaSchema, 400: erroSchema, 401: erroSchema, 404: erroSchema },
        },
      },
      (request) => acesso.selecionarCota(request.sessao, request.body.idCota),
    );

    app.get(
      '/login/cota-selecionada',
      {
        preHandler: autenticar,
        schema: {
          tags,
          security,
          summary: 'Cota selecionada',
          response: { 200: cotaSchema, 401: erroSchema, 404: erroSchema },
        },
      },
      (request) => cotas.cota(request.sessao, request.sessao.cotaId),
    );

    app.post(
      '/login/logout',
      {
        preHandler: autenticar,
        schema: {
          tags,
          security,
          summary: 'Sair: revoga a sessão no servidor',
          response: { 204: z.null(), 401: erroSchema },
        },
      },
      async (request, reply) => {
        await acesso.logout(request.sessao);
        return reply.code(204).send(null);
      },
    );
  };
