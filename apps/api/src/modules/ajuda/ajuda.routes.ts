import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  erroSchema,
  faqBuscaBodySchema,
  faqBuscaRespostaSchema,
  faqFeedbackBodySchema,
  faqParceiroParamsSchema,
  faqPerguntaSchema,
  faqTopicosSchema,
} from '@portal/domain';
import type { AjudaService } from './ajuda.service.ts';

const tags = ['ajuda'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };

/** Help centre (spec 01 §7 "FAQ"): categories, search (list, text, one question) and the helpful vote. */
export const ajudaRoutes =
  (ajuda: AjudaService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', autenticar);

    app.get(
      '/faq/topics/:partner',
      {
        schema: {
          tags,
          security,
          summary: 'Categorias da central de ajuda do parceiro',
          params: faqParceiroParamsSchema,
          response: { 200: faqTopicosSchema, ...erros },
        },
      },
      (request) => ajuda.topicos(request.sessao, request.params.partner),
    );

    app.post(
      '/faq/search/:partner',
      {
        schema: {
          tags,
          security,
          summary: 'Perguntas de uma categoria, busca por texto ou uma pergunta pelo endereço',
          description:
            'Com question_url (e category): a pergunta. Com question: busca em português, sem diferenciar acentos e maiúsculas. Só category: as perguntas da categoria. Páginas de 10 (offset).',
          params: faqParceiroParamsSchema,
          body: faqBuscaBodySchema,
          response: { 200: faqBuscaRespostaSchema, ...erros },
        },
      },
      (request) => ajuda.buscar(request.sessao, request.params.partner, request.body),
    );

    app.post(
      '/faq/feedback',
      {
        schema: {
          tags,
          security,
          summary: 'A resposta foi útil? (votar de novo substitui o voto)',
          body: faqFeedbackBodySchema,
          response: { 200: faqPerguntaSchema, ...erros },
        },
      },
      (request) => ajuda.votar(request.sessao, request.body),
    );
  };
