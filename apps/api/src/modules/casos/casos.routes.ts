import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  atualizarCasoBodySchema,
  casoParamsSchema,
  consultaCasosBodySchema,
  consultaCasosRespostaSchema,
  consultaContaBodySchema,
  consultaContaRespostaSchema,
  cotaIdParamsSchema,
  criarCasoBodySchema,
  criarCasoRespostaSchema,
  erroSchema,
  retornoCrivoSchema,
} from '@portal/domain';
import type { CasosService } from './casos.service.ts';

const tags = ['casos'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };

const statusCadastralSchema = z.object({
  atualizacaoObrigatoria: z.boolean(),
  caso: z
    .object({
      CaseNumber: z.string(),
      Status: z.string(),
      Fase__c: z.string().nullable(),
      RespostaAnalista__c: z.string().nullable(),
    })
    .nullable(),
});

/** The CRM's Salesforce-shaped composite endpoints (spec 01 §7), answered by the built-in case store. */
export const casosRoutes =
  (casos: CasosService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', autenticar);

    app.post(
      '/salesforce/consulta/casos',
      {
        schema: {
          tags,
          security,
          summary: 'Consultar casos da cota por tipo',
          body: consultaCasosBodySchema,
          response: { 200: consultaCasosRespostaSchema, ...erros },
        },
      },
      (request) => casos.consultar(request.sessao, request.body),
    );

    app.post(
      '/salesforce/casos',
      {
        schema: {
          tags,
          security,
          summary: 'Abrir um caso',
          body: criarCasoBodySchema,
          response: { 201: criarCasoRespostaSchema, ...erros },
        },
      },
      async (request, reply) => reply.code(201).send(await casos.criar(request.sessao, request.body)),
    );

    app.post(
      '/salesforce/contemplacao/casos/:caseNumber',
      {
        schema: {
          tags,
          security,
          summary: 'Atualizar a fase de um caso pelo app',
          params: casoParamsSchema,
          body: atualizarCasoBodySchema,
          response: { 204: z.null(), ...erros },
        },
      },
      async (request, reply) => {
        await casos.atualizarPeloApp(request.sessao, request.params.caseNumber, request.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/salesforce/consulta/accountid',
      {
        schema: {
          tags,
          security,
          summary: 'Conta do cliente no CRM',
          body: consultaContaBodySchema,
          response: { 200: consultaContaRespostaSchema, ...erros },
        },
      },
      (request) => casos.conta(request.sessao, request.body.CPF_CNPJ),
    );

    app.get(
      '/cotas/:id/retorno-crivo',
      {
        schema: {
          tags,
          security,
          summary: "Retorno do crivo de crédito ('27' é erro)",
          params: cotaIdParamsSchema,
          response: { 200: retornoCrivoSchema, ...erros },
        },
      },
      (request) => casos.crivo(request.sessao, request.params.id),
    );

    app.get(
      '/core/dados-cadastrais/status',
      {
        schema: {
          tags,
          security,
          summary: 'Situação da atualização cadastral da cota selecionada',
          response: { 200: statusCadastralSchema, ...erros },
        },
      },
      (request) => casos.statusCadastral(request.sessao),
    );

    app.patch(
      '/core/dados-cadastrais/atualizar',
      {
        schema: {
          tags,
          security,
          summary: 'Confirmar os dados cadastrais (encerra a atualização obrigatória)',
          response: {
            200: z.object({ atualizacaoObrigatoria: z.boolean(), confirmados: z.number().int() }),
            ...erros,
          },
        },
      },
      (request) => casos.confirmarDados(request.sessao),
    );
  };
