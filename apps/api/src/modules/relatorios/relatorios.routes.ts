import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  anoSchema,
  comprovantePagamentosQuerySchema,
  comprovantePagamentosSchema,
  cotaIdParamsSchema,
  demonstrativoSchema,
  erroSchema,
  extratoImprimirQuerySchema,
  extratoSchema,
  impressosSchema,
  informacoesPropostaSchema,
  informeRendimentosQuerySchema,
  informeRendimentosSchema,
  linkRelatorioSchema,
  periodoSchema,
} from '@portal/domain';
import type { RelatoriosService } from './relatorios.service.ts';

const tags = ['relatorios'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };

function enviarPdf(reply: FastifyReply, pdf: Buffer, nome: string, disposicao: 'inline' | 'attachment') {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposicao}; filename="${nome}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Statements, receipts, income-tax report, contract and proposal (spec 01 §7 "Documents and reports"). */
export const relatoriosRoutes =
  (relatorios: RelatoriosService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    // Opened by the browser itself: the ticket in the path is the only credential, for one document.
    app.get(
      '/relatorios/:ticket',
      {
        schema: {
          tags,
          summary: 'PDF de um documento pelo link temporário',
          params: z.object({ ticket: z.string().min(20).max(2000) }),
        },
      },
      async (request, reply) => {
        const { pdf, nome } = await relatorios.pdfPorTicket(request.params.ticket);
        return enviarPdf(reply, pdf, nome, 'inline');
      },
    );

    await app.register(async (escopo) => {
      const app = escopo.withTypeProvider<ZodTypeProvider>();
      app.addHook('preHandler', autenticar);
      const rota = { tags, security };

      app.get(
        '/cotas/:id/impressos',
        {
          schema: {
            ...rota,
            summary: 'Documentos que a cota pode imprimir',
            params: cotaIdParamsSchema,
            response: { 200: impressosSchema, ...erros },
          },
        },
        (request) => relatorios.impressos(request.sessao, request.params.id),
      );

      app.get(
        '/cotas/:id/demonstrativo-atual',
        {
          schema: {
            ...rota,
            summary: 'Composição da parcela atual',
            params: cotaIdParamsSchema,
            response: { 200: demonstrativoSchema, ...erros },
          },
        },
        (request) => relatorios.demonstrativo(request.sessao, request.params.id),
      );

      app.get(
        '/cotas/:id/demonstrativo-anterior/:period',
        {
          schema: {
            ...rota,
            summary: 'Composição da parcela de um mês anterior (AAAA-MM)',
            params: cotaIdParamsSchema.extend({ period: periodoSchema }),
            response: { 200: demonstrativoSchema, ...erros },
          },
        },
        (request) => relatorios.demonstrativo(request.sessao, request.params.id, request.params.period),
      );

      app.get(
        '/cotas/:id/demonstrativo/imprimir/:hash',
        {
          schema: {
            ...rota,
            summary: 'PDF do demonstrativo',
            params: cotaIdParamsSchema.extend({ hash: z.string().min(4).max(64) }),
          },
        },
        async (request, reply) =>
          enviarPdf(
            reply,
            await relatorios.pdfDoDemonstrativo(request.sessao, request.params.id, request.params.hash),
            'demonstrativo',
            'attachment',
          ),
      );

      app.get(
        '/cotas/:id/extrato',
        {
          schema: {
            ...rota,
            summary: 'Extrato do consorciado e do grupo',
            params: cotaIdParamsSchema,
            response: { 200: extratoSchema, ...erros },
          },
        },
        (request) => relatorios.extrato(request.sessao, request.params.id),
      );

      app.get(
        '/cotas/:id/extrato/imprimir',
        {
          schema: {
            ...rota,
            summary: 'Link de 2 minutos para o PDF do extrato',
            params: cotaIdParamsSchema,
            querystring: extratoImprimirQuerySchema,
            response: { 200: linkRelatorioSchema, ...erros },
          },
        },
        (request) => relatorios.linkDoExtrato(request.sessao, request.params.id, request.query.tipo),
      );

      app.get(
        '/cotas/:id/comprovante-pagamentos',
        {
          schema: {
            ...rota,
            summary: 'Comprovante anual de pagamentos (Lei 12.007/2009)',
            params: cotaIdParamsSchema,
            querystring: comprovantePagamentosQuerySchema,
            response: { 200: comprovantePagamentosSchema, ...erros },
          },
        },
        (request) => relatorios.comprovante(request.sessao, request.params.id, request.query.ano),
      );

      app.get(
        '/cotas/:id/informe-anual-rendimentos',
        {
          schema: {
            ...rota,
            summary: 'Informe de rendimentos para o Imposto de Renda',
            params: cotaIdParamsSchema,
            querystring: informeRendimentosQuerySchema,
            response: { 200: informeRendimentosSchema, ...erros },
          },
        },
        (request) => relatorios.informe(request.sessao, request.params.id, request.query.ano),
      );

      app.get(
        '/cotas/:id/informe-anual-rendimentos/imprimir/:year',
        {
          schema: {
            ...rota,
            summary: 'Link de 2 minutos para o PDF do informe do ano',
            params: cotaIdParamsSchema.extend({ year: anoSchema }),
            response: { 200: linkRelatorioSchema, ...erros },
          },
        },
        (request) => relatorios.linkDoInforme(request.sessao, request.params.id, request.params.year),
      );

      app.get(
        '/cotas/:id/contrato-registrado',
        {
          schema: {
            ...rota,
            summary: '2ª via do contrato registrado (PDF)',
            params: cotaIdParamsSchema,
          },
        },
        async (request, reply) =>
          enviarPdf(
            reply,
            await relatorios.contrato(request.sessao, request.params.id),
            'contrato',
            'attachment',
          ),
      );

      app.get(
        '/cotas/:id/informacoes-proposta',
        {
          schema: {
            ...rota,
            summary: 'Informações da proposta de adesão',
            params: cotaIdParamsSchema,
            response: { 200: informacoesPropostaSchema, ...erros },
          },
        },
        (request) => relatorios.proposta(request.sessao, request.params.id),
      );
    });
  };
