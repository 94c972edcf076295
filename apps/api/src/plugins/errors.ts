import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../core/erros.ts';

const MENSAGEM_ERRO_SISTEMA = 'Erro no sistema, tente novamente mais tarde';

/** Every failure answers `{ mensagem }` in Portuguese; no stack trace or internal detail reaches a client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ mensagem: error.mensagem });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Schemas carry Portuguese messages; zod's own fall back to its pt locale (see @portal/domain).
      return reply.code(400).send({ mensagem: error.validation[0]?.message ?? 'Dados inválidos.' });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ mensagem: 'Muitas requisições. Aguarde um instante e tente novamente.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const mensagem =
        error.statusCode === 413 ? 'O conteúdo enviado é grande demais.' : 'Requisição inválida.';
      return reply.code(error.statusCode).send({ mensagem });
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.code(500).send({ mensagem: MENSAGEM_ERRO_SISTEMA });
  });
}
