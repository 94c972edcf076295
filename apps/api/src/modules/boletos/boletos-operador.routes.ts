import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boletoOperadorSchema,
  boletosOperadorSchema,
  buscaBoletosOperadorQuerySchema,
  erroSchema,
  importarRetornoBodySchema,
  registrarPagamentoBodySchema,
  resultadoRetornoSchema,
} from '@portal/domain';
import type { OperadorService } from '../operador/operador.service.ts';
import type { PagamentosService } from './pagamentos.service.ts';

const tags = ['operador'];
const security = [{ operador: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };

/** The analysts' payment desk (/operador/v1): find a boleto, register its payment, import a bank return. */
export const boletosOperadorRoutes =
  (operador: OperadorService, pagamentos: PagamentosService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', operador.autenticar);

    app.get(
      '/boletos',
      {
        schema: {
          tags,
          security,
          summary: 'Buscar boletos',
          querystring: buscaBoletosOperadorQuerySchema,
          response: { 200: boletosOperadorSchema, ...erros },
        },
      },
      (request) => pagamentos.buscar(request.query.busca),
    );

    app.post(
      '/boletos/:nossoNumero/pagamento',
      {
        schema: {
          tags,
          security,
          summary: 'Registrar o pagamento de um boleto',
          params: z.object({
            nossoNumero: z.string().regex(/^\d{17}$/, { error: 'Boleto não encontrado.' }),
          }),
          body: registrarPagamentoBodySchema,
          response: { 200: boletoOperadorSchema, ...erros },
        },
      },
      async (request) => {
        const eu = await operador.eu(request);
        return pagamentos.registrar({ id: eu.id, nome: eu.nome }, request.params.nossoNumero, request.body);
      },
    );

    app.post(
      '/retornos',
      {
        bodyLimit: 6 * 1024 * 1024,
        schema: {
          tags,
          security,
          summary: 'Importar um arquivo de retorno CNAB 240',
          body: importarRetornoBodySchema,
          response: { 200: resultadoRetornoSchema, ...erros },
        },
      },
      async (request) => {
        const eu = await operador.eu(request);
        return pagamentos.importarRetorno(
          { id: eu.id, nome: eu.nome },
          request.body.nomeArquivo,
          request.body.conteudo,
        );
      },
    );
  };
