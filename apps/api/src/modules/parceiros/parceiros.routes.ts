import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avisosManutencaoSchema,
  configuracaoQuerySchema,
  erroSchema,
  parceiroConfiguracaoSchema,
  parceiroConteudoSchema,
  parceiroIdParamsSchema,
  parceirosListaSchema,
} from '@portal/domain';
import type { ParceirosService } from './parceiros.service.ts';

const tags = ['parceiros'];

/** Public: the portal needs the partner's look before anyone logs in. */
export const parceirosRoutes =
  (service: ParceirosService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/parceiros',
      { schema: { tags, summary: 'Parceiros', response: { 200: parceirosListaSchema } } },
      () => service.lista(),
    );

    app.get(
      '/parceiros/configuracao',
      {
        schema: {
          tags,
          summary: 'Personalização do parceiro pelo domínio',
          querystring: configuracaoQuerySchema,
          response: { 200: parceiroConfiguracaoSchema, 404: erroSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return service.configuracao(request.query.domain, false);
      },
    );

    app.get(
      '/parceiros/configuracao/transparente',
      {
        schema: {
          tags,
          summary: 'Personalização do parceiro para o login transparente',
          querystring: configuracaoQuerySchema,
          response: { 200: parceiroConfiguracaoSchema, 404: erroSchema },
        },
      },
      (request) => service.configuracao(request.query.domain, true),
    );

    app.get(
      '/parceiros/:id/conteudo',
      {
        schema: {
          tags,
          summary: 'Conteúdo do parceiro',
          params: parceiroIdParamsSchema,
          response: { 200: parceiroConteudoSchema, 404: erroSchema },
        },
      },
      (request) => service.conteudo(request.params.id),
    );

    app.get(
      '/parceiros/:id/warnings',
      {
        schema: {
          tags,
          summary: 'Avisos de manutenção',
          params: parceiroIdParamsSchema,
          response: { 200: avisosManutencaoSchema, 404: erroSchema },
        },
      },
      (request) => service.avisos(request.params.id),
    );
  };
