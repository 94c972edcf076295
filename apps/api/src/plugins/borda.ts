import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MENSAGEM_TEXTO_INVALIDO, primeiroTextoInvalido, textoInvalido } from '@portal/domain';
import { requisicaoInvalida } from '../core/erros.ts';

/**
 * The edge: what the bytes of a request may be before any of our code reads them. NUL and lone surrogates are
 * refused (400) wherever they come in — the URL (path and query, raw or percent-encoded), the headers, the body
 * (JSON or multipart fields) — so no handler, query or PDF ever sees them.
 */

/** A percent-encoded URL that does not decode to valid UTF-8 (`%ED%A0%80`, `%uD800`, a lone `%`), or holds NUL. */
function urlInvalida(url: string): boolean {
  if (textoInvalido(url)) return true;
  try {
    return textoInvalido(decodeURIComponent(url));
  } catch {
    return true;
  }
}

function cabecalhoInvalido(request: FastifyRequest): boolean {
  for (const valor of Object.values(request.headers)) {
    if (typeof valor === 'string' ? textoInvalido(valor) : valor?.some(textoInvalido)) return true;
  }
  return false;
}

type Feito = (erro?: Error) => void;

/**
 * The hooks are synchronous (Fastify's `done` form): they run on every request, and an async hook costs a
 * promise and a trip through the microtask queue each time (issue 16).
 */
export function registerBorda(app: FastifyInstance) {
  // First of all hooks: before the guards, so a malformed URL is refused as such whoever sends it.
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, feito: Feito) => {
    if (urlInvalida(request.raw.url ?? '') || cabecalhoInvalido(request)) {
      return feito(requisicaoInvalida(MENSAGEM_TEXTO_INVALIDO));
    }
    feito();
  });
  // The parsed body before validation (a key the schema would drop is still refused), and again after it:
  // multipart fields are read in a preValidation hook of their own, after this one. Both run before the
  // ownership hook and the handler.
  const exigirTextoValido = (request: FastifyRequest, _reply: FastifyReply, feito: Feito) => {
    if (
      primeiroTextoInvalido(request.body) !== undefined ||
      primeiroTextoInvalido(request.query) !== undefined
    ) {
      return feito(requisicaoInvalida(MENSAGEM_TEXTO_INVALIDO));
    }
    feito();
  };
  app.addHook('preValidation', exigirTextoValido);
  app.addHook('preHandler', exigirTextoValido);
}
