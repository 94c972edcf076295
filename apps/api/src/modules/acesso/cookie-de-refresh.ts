import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BASE_DA_API, type TokenResposta, type TokensEmitidos } from '@portal/domain';
import { REFRESH_VALIDADE_DIAS } from './acesso.service.ts';

/**
 * The customer's refresh token lives only in this cookie (ADR 0015): HttpOnly (page JavaScript never reads it),
 * SameSite=Strict and scoped to the login routes, where refresh and logout are; Secure whenever the request came
 * over HTTPS (behind a proxy, with TRUST_PROXY, `x-forwarded-proto` says so).
 */
const COOKIE_DE_REFRESH = 'portal_refresh';
const CAMINHO_DO_COOKIE = `${BASE_DA_API.cliente}/login`;
/** Our tokens are 43 characters of base64url; anything much longer is not one of them. */
const TAMANHO_MAXIMO = 200;

function atributos(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: CAMINHO_DO_COOKIE,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  };
}

/**
 * Answers a session that was opened or renewed: the refresh token goes into the cookie, the body carries the rest.
 * Every route that opens or renews a customer session answers through here.
 */
export function responderComCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  emitidos: TokensEmitidos,
): TokenResposta {
  const { refresh_token: refreshToken, ...resposta } = emitidos;
  reply.setCookie(COOKIE_DE_REFRESH, refreshToken, {
    ...atributos(request),
    maxAge: REFRESH_VALIDADE_DIAS * 86_400,
  });
  // An answer that carries an access token is never kept by a cache.
  reply.header('cache-control', 'no-store');
  return resposta;
}

/** The refresh token the browser sent, if it looks like one. */
export function refreshDoCookie(request: FastifyRequest): string | undefined {
  const valor = request.cookies[COOKIE_DE_REFRESH];
  return valor && valor.length <= TAMANHO_MAXIMO ? valor : undefined;
}

/** Logout, or a refresh token that no longer works: the browser forgets it. */
export function apagarCookieDeRefresh(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(COOKIE_DE_REFRESH, atributos(request));
}
