import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  boletoQuitacaoSchema,
  boletosQuerySchema,
  cobrancasBoletoBodySchema,
  formaEnvioParamsSchema,
  paginaBoletosSchema,
  preferenciaEnvioSchema,
  quitacaoSchema,
  cotaIdParamsSchema,
  dadosBoletoSchema,
  envioEmailBoletoBodySchema,
  erroSchema,
  marcarCobrancaBodySchema,
  mensagemSchema,
  parcelasPendentesSchema,
  segundaViaQuerySchema,
} from '@portal/domain';
import type { BoletosService } from './boletos.service.ts';
import type { FormaEnvioService } from './forma-envio.service.ts';

const tags = ['boletos'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };
const boletoParamsSchema = cotaIdParamsSchema.extend({
  ticket: z.string().regex(/^\d{17}$/, { error: 'Boleto não encontrado.' }),
});

/** Second copy of instalments (spec 01 §7 "Boletos and payment"): every {id} is checked against the caller. */
export const boletosRoutes =
  (
    boletos: BoletosService,
    formaEnvio: FormaEnvioService,
    autenticar: preHandlerAsyncHookHandler,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Opened by the browser itself (a new tab, a download): the ticket in the path is the only credential.
    app.get(
      '/relatorios/boletos/:ticket',
      {
        schema: {
          tags,
          summary: 'PDF do boleto pelo link temporário',
          params: z.object({ ticket: z.string().min(20).max(1000) }),
        },
      },
      async (request, reply) => {
        const pdf = await boletos.pdfPorTicket(request.params.ticket);
        return reply
          .type('application/pdf')
          .header('content-disposition', 'inline; filename="boleto.pdf"')
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    await app.register(async (escopo) => {
      const app = escopo.withTypeProvider<ZodTypeProvider>();
      app.addHook('preHandler', autenticar);

      app.get(
        '/cotas/:id/cobrancas/segunda-via',
        {
          schema: {
            tags,
            security,
            summary: 'Parcelas em aberto (S: com as das outras cotas)',
            params: cotaIdParamsSchema,
            querystring: segundaViaQuerySchema,
            response: { 200: parcelasPendentesSchema, ...erros },
          },
        },
        (request) =>
          boletos.pendentes(
            request.sessao,
            request.params.id,
            request.query.SN_UnificaParcelasOutrasCota === 'S',
            request.query.filtro,
          ),
      );

      for (const [acao, marcada] of [
        ['marcar', true],
        ['desmarcar', false],
      ] as const) {
        app.post(
          `/cotas/:id/cobrancas/segunda-via/${acao}`,
          {
            schema: {
              tags,
              security,
              summary: `${acao === 'marcar' ? 'Marcar' : 'Desmarcar'} uma parcela`,
              params: cotaIdParamsSchema,
              body: marcarCobrancaBodySchema,
              response: { 204: z.null(), ...erros },
            },
          },
          async (request, reply) => {
            await boletos.marcar(
              request.sessao,
              request.params.id,
              request.body.identificadorCobranca,
              marcada,
            );
            return reply.code(204).send(null);
          },
        );
      }

      app.post(
        '/cotas/:id/cobrancas/segunda-via/gerar-boleto',
        {
          schema: {
            tags,
            security,
            summary: 'Gerar o boleto das parcelas marcadas',
            params: cotaIdParamsSchema,
            response: { 200: dadosBoletoSchema, ...erros },
          },
        },
        (request) => boletos.gerarDasMarcadas(request.sessao, request.params.id),
      );

      app.post(
        '/cotas/:id/cobrancas/boleto',
        {
          schema: {
            tags,
            security,
            summary: 'Gerar o boleto de uma seleção (mesma seleção, mesmo boleto)',
            params: cotaIdParamsSchema,
            body: cobrancasBoletoBodySchema,
            response: { 200: dadosBoletoSchema, ...erros },
          },
        },
        (request) =>
          boletos.gerarDaLista(
            request.sessao,
            request.params.id,
            request.body.identificadorProcesso,
            request.body.cobrancas,
          ),
      );

      app.get(
        '/cotas/:id/boletos',
        {
          schema: {
            tags,
            security,
            summary: 'Boletos emitidos (histórico e pagos)',
            params: cotaIdParamsSchema,
            querystring: boletosQuerySchema,
            response: { 200: paginaBoletosSchema, ...erros },
          },
        },
        (request) => boletos.historico(request.sessao, request.params.id, request.query),
      );

      app.get(
        '/cotas/:id/cobrancas/quitacao',
        {
          schema: {
            tags,
            security,
            summary: 'Valor para quitar a cota hoje',
            params: cotaIdParamsSchema,
            response: { 200: quitacaoSchema, ...erros },
          },
        },
        (request) => boletos.quitacao(request.sessao, request.params.id),
      );

      app.post(
        '/cotas/:id/cobrancas/quitacao/boleto',
        {
          schema: {
            tags,
            security,
            summary: 'Boleto de quitação, com vencimento hoje',
            params: cotaIdParamsSchema,
            response: { 200: boletoQuitacaoSchema, ...erros },
          },
        },
        (request) => boletos.boletoDeQuitacao(request.sessao, request.params.id),
      );

      app.get(
        '/cotas/:id/forma-pagamento/manutencao',
        {
          schema: {
            tags,
            security,
            summary: 'Forma de envio do boleto mensal',
            params: cotaIdParamsSchema,
            response: { 200: preferenciaEnvioSchema, ...erros },
          },
        },
        (request) => formaEnvio.consultar(request.sessao, request.params.id),
      );

      // The spec's path changes state on GET. Safe here: the credential is a header (no cookie, so no CSRF),
      // and the answer is marked no-store so no cache replays it.
      app.get(
        '/cotas/:id/forma-pagamento/recebimento/:optType',
        {
          schema: {
            tags,
            security,
            summary: 'Alterar a forma de envio (bloqueada 24 h após cada alteração)',
            params: formaEnvioParamsSchema,
            response: { 200: preferenciaEnvioSchema, ...erros },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return formaEnvio.alterar(request.sessao, request.params.id, request.params.optType);
        },
      );

      app.get(
        '/cotas/:id/boletos/:ticket',
        {
          schema: {
            tags,
            security,
            summary: 'Dados do boleto',
            params: boletoParamsSchema,
            response: { 200: dadosBoletoSchema, ...erros },
          },
        },
        (request) => boletos.boleto(request.sessao, request.params.id, request.params.ticket),
      );

      app.get(
        '/cotas/:id/cobrancas/segunda-via/imprimir/:hash',
        {
          schema: {
            tags,
            security,
            summary: 'PDF do boleto (com o access token)',
            params: cotaIdParamsSchema.extend({ hash: z.string().min(10).max(64) }),
          },
        },
        async (request, reply) => {
          const pdf = await boletos.pdfPorHash(request.sessao, request.params.id, request.params.hash);
          return reply
            .type('application/pdf')
            .header('content-disposition', 'inline; filename="boleto.pdf"')
            .header('cache-control', 'private, no-store')
            .send(pdf);
        },
      );

      app.get(
        '/cotas/:id/boletos/:ticket/imprimir',
        {
          schema: {
            tags,
            security,
            summary: 'Link de 2 minutos para o PDF do boleto',
            params: boletoParamsSchema,
            response: { 200: z.object({ url: z.string() }), ...erros },
          },
        },
        (request) => boletos.linkDoPdf(request.sessao, request.params.id, request.params.ticket),
      );

      app.post(
        '/cotas/:id/boletos/:ticket/email',
        {
          config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
          schema: {
            tags,
            security,
            summary: 'Enviar o boleto por e-mail',
            params: boletoParamsSchema,
            body: envioEmailBoletoBodySchema,
            response: { 200: mensagemSchema, ...erros },
          },
        },
        (request) =>
          boletos.enviarPorEmail(request.sessao, request.params.id, request.params.ticket, request.body),
      );
    });
  };
