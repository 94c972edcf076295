import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  emitirTransparenteBodySchema,
  emitirTransparenteRespostaSchema,
  erroSchema,
  loginTransparenteBodySchema,
  tokenRespostaSchema,
} from '@portal/domain';
import { HttpError } from '../../core/erros.ts';
import type { OperadorService } from '../operador/operador.service.ts';
import type { TransparenteService } from './transparente.service.ts';

export const transparenteRoutes =
  (
    transparente: TransparenteService,
    exigirCliente: (request: FastifyRequest) => Promise<void>,
  ): FastifyPluginAsyncZod =>
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
 * Back-office call that mints a transparent-login token: an analyst's session (the back-office page), or the
 * OPERADOR_API_KEY shared secret for automation (support tools, tests). Either way it is audited.
 */
export const operadorTransparenteRoutes =
  (
    transparente: TransparenteService,
    operador: OperadorService,
    chave: string | undefined,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const esperada = chave ? Buffer.from(chave) : undefined;
    const pelaChave = (request: FastifyRequest) => {
      const recebida = Buffer.from(String(request.headers['x-operador-chave'] ?? ''));
      return Boolean(esperada && recebida.length === esperada.length && timingSafeEqual(recebida, esperada));
    };
    app.post(
      '/login-transparente',
      {
        preHandler: async (request) => {
          if (request.headers['x-operador-chave'] !== undefined) {
            if (!pelaChave(request)) throw new HttpError(401, 'Chave de operador inválida.');
            return;
          }
          await operador.autenticar(request);
        },
        schema: {
          tags: ['operador'],
          summary: 'Emitir um link de login transparente (back-office)',
          body: emitirTransparenteBodySchema,
          response: {
            200: emitirTransparenteRespostaSchema,
            400: erroSchema,
            401: erroSchema,
            404: erroSchema,
          },
        },
      },
      async (request) => {
        const emitido = await transparente.emitir(
          request.body.inscricaoNacional,
          request.body.idCota,
          request.body.idParceiro,
        );
        const operadorId = request.operador?.operadorId ?? null;
        await operador.auditar(
          operadorId,
          'login-transparente.emitido',
          `cliente:${request.body.inscricaoNacional}`,
          {
            idCota: request.body.idCota,
            idParceiro: request.body.idParceiro,
            via: operadorId ? 'back-office' : 'chave de integração',
          },
        );
        return emitido;
      },
    );
  };
