import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CAMINHO_COOKIE_REFRESH_OPERADOR, COOKIE_REFRESH_OPERADOR } from '@portal/domain';

/**
 * The operator's refresh token: `<session id>.<32 random bytes>`. The session id finds the row; only the
 * secret's hash is stored, so a copy of the database renews nothing. Naming the session lets a replayed old
 * token be recognised as one (its session's current hash differs) and end that session.
 */
export interface RefreshOperador {
  sessaoId: string;
  token: string;
  hash: string;
}

const hashDe = (segredo: string) => createHash('sha256').update(segredo).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function novoRefresh(sessaoId: string): RefreshOperador {
  const segredo = randomBytes(32).toString('base64url');
  return { sessaoId, token: `${sessaoId}.${segredo}`, hash: hashDe(segredo) };
}

/** The refresh token of the request's cookie, or undefined when there is none or it is malformed. */
export function refreshDoPedido(request: FastifyRequest): Omit<RefreshOperador, 'token'> | undefined {
  const valor = request.cookies[COOKIE_REFRESH_OPERADOR];
  const [sessaoId, segredo, ...resto] = (valor ?? '').split('.');
  if (!sessaoId || !UUID.test(sessaoId) || !segredo || resto.length || segredo.length > 100) return undefined;
  return { sessaoId, hash: hashDe(segredo) };
}

/**
 * HttpOnly (page scripts never see it), SameSite=Strict (no other site's page sends it), Secure over HTTPS,
 * and sent only to the session's own paths. It lives until the session's ceiling.
 */
const atributos = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: CAMINHO_COOKIE_REFRESH_OPERADOR,
  }) as const;

export function gravarCookieRefresh(
  request: FastifyRequest,
  reply: FastifyReply,
  refresh: { token: string; validadeS: number },
) {
  reply.setCookie(COOKIE_REFRESH_OPERADOR, refresh.token, {
    ...atributos(request),
    maxAge: Math.max(0, Math.floor(refresh.validadeS)),
  });
}

export function apagarCookieRefresh(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(COOKIE_REFRESH_OPERADOR, atributos(request));
}
