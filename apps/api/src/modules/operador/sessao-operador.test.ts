import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BASE_DA_API,
  CAMINHO_COOKIE_REFRESH_OPERADOR,
  COOKIE_REFRESH_OPERADOR,
  OCIOSIDADE_SESSAO_OPERADOR_S,
  VALIDADE_ACESSO_OPERADOR_S,
  VALIDADE_SESSAO_OPERADOR_S,
  operadorOperacoes,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const MINUTO = 60_000;
const MENSAGEM = 'Sua sessão no back-office terminou. Entre novamente.';

const entrar = () =>
  t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
  });
const renovar = (refresh?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/operador/v1/sessao/refresh',
    cookies: refresh ? { [COOKIE_REFRESH_OPERADOR]: refresh } : {},
  });
const eu = (token: string) =>
  t.app.inject({ method: 'GET', url: '/operador/v1/eu', headers: { authorization: `Bearer ${token}` } });
const sair = (token: string) =>
  t.app.inject({ method: 'POST', url: '/operador/v1/logout', headers: { authorization: `Bearer ${token}` } });

const cookieDe = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === COOKIE_REFRESH_OPERADOR);
const refreshDe = (res: LightMyRequestResponse) => cookieDe(res)!.value;
const tokenDe = (res: LightMyRequestResponse) => res.json<{ access_token: string }>().access_token;

describe('the operator session', () => {
  it('answers a short access token in the body and the refresh token only in a strict HttpOnly cookie', async () => {
    const res = await entrar();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ expires_in: VALIDADE_ACESSO_OPERADOR_S });
    expect(JSON.stringify(res.json())).not.toContain(refreshDe(res));
    expect(cookieDe(res)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/operador/v1/sessao',
      maxAge: VALIDADE_SESSAO_OPERADOR_S,
    });
    // Plain http in development: a Secure cookie would never come back.
    expect(cookieDe(res)!.secure).toBeUndefined();
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    // Behind a TLS proxy (TRUST_PROXY=true) the request's protocol is the one the proxy reports.
    const opcoes = { rateLimitPorMinuto: 600, trustProxy: true };
    const atras = await createTestApp(opcoes);
    try {
      const res = await atras.app.inject({
        method: 'POST',
        url: '/operador/v1/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
      });
      expect(cookieDe(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await atras.close();
    }
  });

  it('renews with the cookie and rotates it: the new token works, and the old one, used again, ends the session', async () => {
    const login = await entrar();
    const primeiro = refreshDe(login);
    const renovada = await renovar(primeiro);
    expect(renovada.statusCode).toBe(200);
    expect(renovada.json().operador).toMatchObject({ papel: 'analista' });
    const segundo = refreshDe(renovada);
    expect(segundo).not.toBe(primeiro);
    expect((await eu(tokenDe(renovada))).statusCode).toBe(200);

    // A replay of the rotated token (a stolen cookie): refused, and the whole session ends with it.
    const reuso = await renovar(primeiro);
    expect(reuso.statusCode).toBe(401);
    expect(reuso.json()).toEqual({ mensagem: MENSAGEM });
    expect(cookieDe(reuso)).toMatchObject({ value: '', path: '/operador/v1/sessao' });
    expect((await renovar(segundo)).statusCode).toBe(401);
    expect((await eu(tokenDe(renovada))).statusCode).toBe(401);
    const { rows } = await t.database.db.execute<{ acao: string }>(
      sql`select acao from auditoria where acao = 'sessao.refresh-reutilizado'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of 20 parallel renewals with the same cookie through; the 19 replays end the session', async () => {
    const refresh = refreshDe(await entrar());
    const respostas = await Promise.all(Array.from({ length: 20 }, () => renovar(refresh)));
    const aceitas = respostas.filter((r) => r.statusCode === 200);
    expect(aceitas).toHaveLength(1);
    expect(respostas.filter((r) => r.statusCode === 401)).toHaveLength(19);
    // The web renews one at a time (one tab, and across tabs with Web Locks): a burst is a stolen cookie.
    expect((await eu(tokenDe(aceitas[0]!))).statusCode).toBe(401);
    expect((await renovar(refreshDe(aceitas[0]!))).statusCode).toBe(401);
  });

  it("renews under the cookie's path (the web calls it by that path)", () => {
    expect(BASE_DA_API.operador + operadorOperacoes.refresh.caminho).toBe(
      `${CAMINHO_COOKIE_REFRESH_OPERADOR}/refresh`,
    );
  });

  it('refuses a renewal without a cookie, or with a malformed one, in Portuguese', async () => {
    for (const refresh of [undefined, 'lixo', 'a.b.c']) {
      const res = await renovar(refresh);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ mensagem: MENSAGEM });
    }
  });

  it('ends after half an hour without a renewal, but a session in use goes on', async () => {
    const login = await entrar();
    t.avancar(VALIDADE_ACESSO_OPERADOR_S * 1000 + 1000);
    expect((await eu(tokenDe(login))).statusCode).toBe(401);

    // In use: renewed every 20 minutes, it lives past the idle limit counted from the login.
    let refresh = refreshDe(login);
    for (let i = 0; i < 3; i++) {
      t.avancar(20 * MINUTO);
      const res = await renovar(refresh);
      expect(res.statusCode).toBe(200);
      refresh = refreshDe(res);
    }
    t.avancar(OCIOSIDADE_SESSAO_OPERADOR_S * 1000 + 1000);
    const ociosa = await renovar(refresh);
    expect(ociosa.statusCode).toBe(401);
    expect(ociosa.json()).toEqual({ mensagem: MENSAGEM });
  });

  it('ends at the end of the shift however often it is renewed', async () => {
    let res = await entrar();
    let decorrido = 0;
    while (decorrido + 20 * MINUTO < VALIDADE_SESSAO_OPERADOR_S * 1000) {
      t.avancar(20 * MINUTO);
      decorrido += 20 * MINUTO;
      res = await renovar(refreshDe(res));
      expect(res.statusCode).toBe(200);
      // The access token never outlives the session, nor the cookie.
      const restanteS = VALIDADE_SESSAO_OPERADOR_S - decorrido / 1000;
      expect(res.json().expires_in).toBeLessThanOrEqual(Math.min(VALIDADE_ACESSO_OPERADOR_S, restanteS));
      expect(cookieDe(res)!.maxAge).toBe(restanteS);
    }
    t.avancar(VALIDADE_SESSAO_OPERADOR_S * 1000 - decorrido);
    expect((await renovar(refreshDe(res))).statusCode).toBe(401);
  });

  it('logout ends the session, its refresh token and clears the cookie', async () => {
    const login = await entrar();
    const res = await sair(tokenDe(login));
    expect(res.statusCode).toBe(204);
    expect(cookieDe(res)).toMatchObject({ value: '', path: '/operador/v1/sessao', httpOnly: true });
    expect(new Date(cookieDe(res)!.expires!).getTime()).toBeLessThan(Date.now());
    expect((await renovar(refreshDe(login))).statusCode).toBe(401);
    expect((await eu(tokenDe(login))).statusCode).toBe(401);
  });

  it('stops renewing the session of a deactivated operator', async () => {
    const login = await entrar();
    await t.database.pool.query(
      "update operadores set ativo = false where email = 'analista@portal.example'",
    );
    expect((await renovar(refreshDe(login))).statusCode).toBe(401);
    expect((await eu(tokenDe(login))).statusCode).toBe(401);
  });

  it('keeps only a hash of the refresh token', async () => {
    const refresh = refreshDe(await entrar());
    const { rows } = await t.database.db.execute<{ refresh_hash: string }>(
      sql`select refresh_hash from operador_sessoes`,
    );
    const segredo = refresh.split('.')[1]!;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.refresh_hash).not.toContain(segredo);
  });
});
