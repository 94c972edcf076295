import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { emitirTransparenteBodySchema, emitirTransparenteRespostaSchema, erroSchema, loginTransparenteBodySchema, tokenRespostaSchema } from '@portal/domain';
import { HttpError } from '../../plugins/errors.ts';
import type { TransparenteService } from './transparente.service.ts';

export const transparenteRoutes =
  (transparente: TransparenteService, exigirCliente: (request: FastifyRequest) => Promise<void>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login/transparente',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        preHandler: exigirCliente,
        schema: {
          tags: ['acesso'],
          summary: 'Trocar o token do login transparente por uma sessão',
          body: loginTransparenteBodySchema,
          response: { 200: tokenRespostaSchema, 400: erroSchema, 401: erroSchema, 403: erroSchema },
        },
      },
      (request) => transparente.trocar(request.body.token),
    );
  };

/**
 * Back-office call that mints a transparent-login token. Until the analysts' back-office has its own login
 * (issue 4), it is guarded by the OPERADOR_API_KEY shared secret, and absent when that key is not set.
 */
export const operadorTransparenteRoutes =
  (transparente: TransparenteService, chave: string | undefined): FastifyPluginAsyncZod =>
  async (app) => {
    if (!chave) return;
    const esperada = Buffer.from(chave);
    app.post(
      '/login-transparente',
      {
        preHandler: async (request) => {
          const recebida = Buffer.from(String(request.headers['x-operador-chave'] ?? ''));
          if (recebida.length !== esperada.length || !timingSafeEqual(recebida, esperada)) throw new HttpError(401, 'Chave de operador inválida.');
        },
        schema: {
          tags: ['operador'],
          summary: 'Emitir um link de login transparente (back-office)',
          body: emitirTransparenteBodySchema,
          response: { 200: emitirTransparenteRespostaSchema, 400: erroSchema, 401: erroSchema, 404: erroSchema },
        },
      },
      (request) => transparente.emitir(request.body.inscricaoNacional, request.body.idCota, request.body.idParceiro),
    );
  };
