import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  cancelamentoLanceParamsSchema,
  cancelamentoLanceRespostaSchema,
  confirmacaoLanceBodySchema,
  confirmacaoLanceRespostaSchema,
  cotaIdParamsSchema,
  erroSchema,
  historicoLancesSchema,
  historicoLancesVencedoresSchema,
  lanceEmbutidoBodySchema,
  lanceEmbutidoRespostaSchema,
  paginacaoQuerySchema,
  payloadLanceSchema,
  percentualLanceSchema,
  regrasLanceSchema,
  simulacaoLanceRespostaSchema,
} from '@portal/domain';
import type { LancesService } from './lances.service.ts';

const tags = ['lances'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };
const base = '/cotas/:id/credenciamento-lance';

/** Bid offer, simulation, confirmation, history and cancellation (spec 01 §7 "Bids"). */
export const lancesRoutes =
  (lances: LancesService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (escopo) => {
    const app = escopo.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', autenticar);
    const params = cotaIdParamsSchema;

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: 'Regras de lance da cota',
          params,
          response: { 200: regrasLanceSchema, ...erros },
        },
      },
      (request) => lances.regras(request.sessao, request.params.id),
    );
    app.post(
      `${base}/lanceEmbutido`,
      {
        schema: {
          tags,
          security,
          summary: 'Quanto do lance pode ser embutido',
          params,
          body: lanceEmbutidoBodySchema,
          response: { 200: lanceEmbutidoRespostaSchema, ...erros },
        },
      },
      (request) => lances.embutido(request.sessao, request.params.id, request.body),
    );
    app.post(
      `${base}/simulacao`,
      {
        schema: {
          tags,
          security,
          summary: 'Simular o lance',
          params,
          body: payloadLanceSchema,
          response: { 200: simulacaoLanceRespostaSchema, ...erros },
        },
      },
      (request) => lances.simular(request.sessao, request.params.id, request.body),
    );
    app.post(
      base,
      {
        schema: {
          tags,
          security,
          summary: 'Confirmar o lance (a mesma confirmação duas vezes é um lance só)',
          params,
          body: confirmacaoLanceBodySchema,
          response: { 200: confirmacaoLanceRespostaSchema, ...erros },
        },
      },
      (request) => lances.confirmar(request.sessao, request.params.id, request.body, request.ip),
    );
    app.get(
      `${base}/historico`,
      {
        schema: {
          tags,
          security,
          summary: 'Histórico de lances',
          params,
          querystring: paginacaoQuerySchema,
          response: { 200: historicoLancesSchema, ...erros },
        },
      },
      (request) =>
        lances.historico(request.sessao, request.params.id, request.query.page, request.query.page_size),
    );
    app.put(
      `${base}/cancelamento-lance/:protocol`,
      {
        schema: {
          tags,
          security,
          summary: 'Cancelar um lance ativo',
          params: params.extend(cancelamentoLanceParamsSchema.shape),
          response: { 200: cancelamentoLanceRespostaSchema, ...erros },
        },
      },
      (request) => lances.cancelar(request.sessao, request.params.id, request.params.protocol),
    );
    app.get(
      `${base}/vencedores`,
      {
        schema: {
          tags,
          security,
          summary: 'Lances vencedores das últimas assembleias do grupo',
          params,
          querystring: z.object({ percentual: z.coerce.number().pipe(percentualLanceSchema).optional() }),
          response: { 200: historicoLancesVencedoresSchema, ...erros },
        },
      },
      (request) => lances.vencedores(request.sessao, request.params.id, request.query.percentual),
    );
  };
