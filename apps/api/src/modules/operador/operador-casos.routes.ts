import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alterarCasoOperadorBodySchema,
  casoDetalheOperadorSchema,
  casoParamsSchema,
  cotaIdParamsSchema,
  definirCrivoBodySchema,
  erroSchema,
  filaQuerySchema,
  filaSchema,
} from '@portal/domain';
import type { CasosService } from '../casos/casos.service.ts';
import type { OperadorService } from './operador.service.ts';

const tags = ['operador'];
const security = [{ operador: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };

/** The analysts' queue and decisions; every change is audited. */
export const operadorCasosRoutes =
  (operador: OperadorService, casos: CasosService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', operador.autenticar);

    app.get(
      '/casos',
      {
        schema: {
          tags,
          security,
          summary: 'Fila de casos',
          querystring: filaQuerySchema,
          response: { 200: filaSchema, ...erros },
        },
      },
      (request) => {
        const { page, page_size, ...filtro } = request.query;
        return casos.fila(filtro, page, page_size);
      },
    );

    app.get(
      '/casos/:caseNumber',
      {
        schema: {
          tags,
          security,
          summary: 'Caso com cliente, cota, histórico e ações possíveis',
          params: casoParamsSchema,
          response: { 200: casoDetalheOperadorSchema, ...erros },
        },
      },
      (request) => casos.detalheOperador(request.params.caseNumber),
    );

    app.patch(
      '/casos/:caseNumber',
      {
        schema: {
          tags,
          security,
          summary: 'Decidir um caso: fase, status, problemas de documento, resposta',
          params: casoParamsSchema,
          body: alterarCasoOperadorBodySchema,
          response: { 200: casoDetalheOperadorSchema, ...erros },
        },
      },
      async (request) => {
        const { antes, depois } = await casos.alterarPeloOperador(
          request.operador.operadorId,
          request.params.caseNumber,
          request.body,
        );
        await operador.auditar(request.operador.operadorId, 'caso.alterado', `caso:${antes.numero}`, {
          de: { fase: antes.fase, status: antes.status },
          para: { fase: depois.fase, status: depois.status },
          campos: Object.keys(request.body),
        });
        return casos.detalheOperador(request.params.caseNumber);
      },
    );

    app.put(
      '/cotas/:id/retorno-crivo',
      {
        schema: {
          tags,
          security,
          summary: 'Definir o retorno do crivo de crédito',
          params: cotaIdParamsSchema,
          body: definirCrivoBodySchema,
          response: { 204: z.null(), ...erros },
        },
      },
      async (request, reply) => {
        await casos.definirCrivo(request.params.id, request.body.codigo, request.body.descricao);
        await operador.auditar(
          request.operador.operadorId,
          'crivo.definido',
          `cota:${request.params.id}`,
          request.body,
        );
        return reply.code(204).send(null);
      },
    );
  };
