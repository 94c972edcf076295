import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../core/erros.ts';

const CLIENTE_INVALIDO = 'Aplicativo não autorizado.';

/**
 * The spec's Basic client header on the logins that open a session (`basic` in the catalogue): identifies the
 * app (the web is a public client). The catalogue only tells the web to send it; the API checks it here.
 */
export function exigirCliente(clients: Map<string, string>) {
  return async (request: FastifyRequest) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'basic' || !encoded) throw new HttpError(401, CLIENTE_INVALIDO);
    const [id, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
    if (!id || clients.get(id) !== secret) throw new HttpError(401, CLIENTE_INVALIDO);
  };
}
