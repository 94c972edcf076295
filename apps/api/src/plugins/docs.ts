import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_PREFIX = '/app-cliente/v1';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A creating POST: takes the Idempotency-Key header (ADR 0013), declared in the OpenAPI document. */
    aceitaChaveDeIdempotencia?: boolean;
  }
}

/** Documentation only: core/idempotencia.ts reads and validates the header itself, in Portuguese. */
const CABECALHO_IDEMPOTENCIA = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      maxLength: 255,
      description:
        'Opcional. Uma chave por ação do usuário: repetir o pedido com a mesma chave devolve a primeira resposta ' +
        'sem executar de novo; a mesma chave com outro conteúdo responde 422.',
    },
  },
};

const transformarRota: typeof jsonSchemaTransform = (dados) => {
  const transformado = jsonSchemaTransform(dados);
  if (!dados.route.config?.aceitaChaveDeIdempotencia) return transformado;
  return { ...transformado, schema: { ...transformado.schema, headers: CABECALHO_IDEMPOTENCIA } };
};

/** OpenAPI at /app-cliente/v1/openapi.json, generated from the zod schemas; reference page at …/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal do Consorciado — API do cliente',
        version: '1.0.0',
        description: 'Erros respondem { "mensagem": "…" } em português.',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'access_token' },
          operador: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: transformarRota,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
}
