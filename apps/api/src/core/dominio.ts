import type { FastifyRequest } from 'fastify';

/**
 * The host name the request was addressed to, without the port: it names the partner (each partner's portal
 * has its own domains). Behind a trusted proxy Fastify reads it from X-Forwarded-Host.
 */
export const dominioDe = (request: FastifyRequest): string =>
  (request.hostname.split(':')[0] ?? '').toLowerCase();
