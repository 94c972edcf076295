import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Signed tokens travel in some URLs (download and live tickets, the transparent-login link): whoever reads the
 * log must not be able to replay them. Any JWT-shaped run of the URL is masked.
 */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;

/** The request as the log shows it: Fastify's default fields, with tokens masked out of the URL. */
export function requisicaoNoLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(JWT, '[token]'),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Drizzle's failed-query error writes the bound values into its message and stack ("params: …"): a password
 * hash, a refresh token's hash or the JWT secret being stored would reach the log. The log keeps the SQL and
 * the cause, never the values.
 */
const VALORES = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const semValores = (texto: string) => texto.replace(VALORES, '');

/** The error as the log shows it: name, message, stack, code and cause, with bound query values left out. */
export function erroNoLog(erro: Error): ErroNoLog {
  return errosEmCadeia(erro, 0);
}

interface ErroNoLog {
  type: string;
  message: string;
  stack: string;
  [campo: string]: unknown;
}

function errosEmCadeia(erro: Error, profundidade: number): ErroNoLog {
  const codigo = (erro as { code?: unknown }).code;
  const causa = erro.cause;
  return {
    type: erro.name,
    message: semValores(erro.message),
    stack: semValores(erro.stack ?? ''),
    ...(codigo !== undefined && { code: codigo }),
    ...(causa !== undefined &&
      profundidade < 3 && { cause: causa instanceof Error ? errosEmCadeia(causa, profundidade + 1) : causa }),
  };
}

/**
 * One line per request, when it is answered, instead of Fastify's two at info: debug for 2xx/3xx (under load an
 * info line per request grew the log with the traffic), info for 4xx, warn for 5xx (the error handler logs the
 * cause at error), error when the answer itself failed. A route's own `logLevel` still applies.
 */
export class RegistroDeRequisicoes extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const status = reply.statusCode;
    const nivel = error ? 'error' : status >= 500 ? 'warn' : status >= 400 ? 'info' : 'debug';
    reply.log[nivel](
      { req: request, res: reply, responseTime: reply.elapsedTime, ...(error && { err: error }) },
      'request completed',
    );
  }
}
