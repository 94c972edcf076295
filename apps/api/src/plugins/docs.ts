import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_PREFIX = '/app-cliente/v1';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
}
