import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passosDeIdempotencia } from './idempotencia.ts';
import {
  apiDaOperacao,
  BASE_DA_API,
  caminhoDoFastify,
  criaComChave,
  erroSchema,
  type BodyValidadoDe,
  type Operacao,
  type ParamsValidadosDe,
  type PermissaoOperador,
  type QueryValidadaDe,
  type RespostaDe,
} from '@portal/domain';

/**
 * The preHandlers behind each scope of the catalogue. `cota` runs after `cliente`: it loads the caller's quota
 * named by `{id}` into `request.cota`, or answers 404 without saying whether it exists (the ownership hook).
 */
export interface Guardas {
  cliente: preHandlerAsyncHookHandler;
  cota: preHandlerAsyncHookHandler;
  operador: (permissao: PermissaoOperador) => preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    guardas: Guardas;
  }
}

export function registrarGuardas(app: FastifyInstance, guardas: Guardas) {
  app.decorate('guardas', guardas);
  // Filled by the ownership hook; declared (typed) by the quotas module, which owns quotas.
  app.decorateRequest('cota', null as never);
}

type Pedido<O> = FastifyRequest<{
  Params: ParamsValidadosDe<O>;
  Querystring: QueryValidadaDe<O>;
  Body: BodyValidadoDe<O>;
}>;

type Valor<T> = T | Promise<T>;
/** A handler answers the operation's body, or nothing for 204, or the reply itself when it sent a file. */
export type Tratador<O> = (pedido: Pedido<O>, resposta: FastifyReply) => Valor<RespostaDe<O> | FastifyReply>;

const SEGURANCA = {
  publico: [],
  cliente: [{ accessToken: [] }],
  cota: [{ accessToken: [] }],
  operador: [{ operador: [] }],
} as const;

function respostas(op: Operacao): Record<number, z.ZodType> {
  const status = op.status ?? 200;
  const mapa: Record<number, z.ZodType> = { 400: erroSchema, 429: erroSchema };
  if (op.resposta) mapa[status] = op.resposta;
  else if (status === 204) mapa[204] = z.null();
  if (op.escopo !== 'publico') mapa[401] = erroSchema;
  if (op.escopo === 'operador') mapa[403] = erroSchema;
  if (op.params || op.escopo === 'cota') mapa[404] = erroSchema;
  if (op.metodo !== 'GET') mapa[409] = erroSchema;
  if (criaComChave(op)) mapa[422] = erroSchema; // an Idempotency-Key reused with another payload
  for (const [codigo, esquema] of Object.entries(op.erros ?? {})) if (esquema) mapa[Number(codigo)] = esquema;
  return mapa;
}

function guardasDe(app: FastifyInstance, op: Operacao): preHandlerAsyncHookHandler[] {
  switch (op.escopo) {
    case 'publico':
      return [];
    case 'cliente':
      return [app.guardas.cliente];
    case 'cota':
      return [app.guardas.cliente, app.guardas.cota];
    case 'operador':
      if (!op.permissao) throw new Error(`Operação de back-office sem permissão: ${op.metodo} ${op.caminho}`);
      return [app.guardas.operador(op.permissao)];
  }
}

/**
 * Registers one operation of the catalogue: its path under its API's base, its schemas (request validation,
 * response serialisation, OpenAPI), its scope's guards, then the handler.
 */
export function rota<O extends Operacao>(
  app: FastifyInstance,
  op: O,
  tratador: Tratador<O>,
  /** Route-level settings that are not part of the contract: rate limits, a larger body for one upload. */
  opcoes: { config?: FastifyContextConfig; bodyLimit?: number } = {},
) {
  const status = op.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.metodo,
    url: BASE_DA_API[apiDaOperacao(op)] + caminhoDoFastify(op.caminho),
    config: opcoes.config,
    ...(opcoes.bodyLimit && { bodyLimit: opcoes.bodyLimit }),
    schema: {
      tags: [op.tag],
      summary: op.resumo,
      ...(op.escopo === 'publico' ? {} : { security: [...SEGURANCA[op.escopo]] }),
      // Only the parts the operation has: Fastify warns about a schema key left undefined.
      ...(op.params && { params: op.params }),
      ...(op.query && { querystring: op.query }),
      ...(op.body && { body: op.body }),
      response: respostas(op),
    },
    preHandler: [...guardasDe(app, op), ...passosDeIdempotencia(app, op)],
    handler: async (request, reply) => {
      const resultado = await tratador(request as unknown as Pedido<O>, reply);
      if (resultado === reply || reply.sent) return reply;
      if (status === 204) return reply.code(204).send(null);
      return reply.code(status).send(resultado);
    },
  });
}
